import { type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';
import { frameworkErrorHandler } from './errors.ts';
import { requestId } from './request-id.ts';

/** The server's own options: logging without secrets or contact details, limits, request ids. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // Query strings can carry e-mail addresses and phone numbers: log the path only.
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], reqId: req.id }),
      },
    },
    // In development every request line buried the sign-in codes and the start banner; errors are
    // still logged by the error handler, and LOG_LEVEL=debug brings the request lines back.
    logController: new LogController({
      disableRequestLogging:
        config.NODE_ENV === 'development' && !['debug', 'trace'].includes(config.LOG_LEVEL),
    }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Every log line of a request carries `reqId`; request-id.ts keeps a well-formed incoming one.
    genReqId: requestId,
    requestIdHeader: false,
    frameworkErrors: frameworkErrorHandler,
  };
}
