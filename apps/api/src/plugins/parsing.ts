import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import secureJson from 'secure-json-parse';
import { AppError } from '../lib/app-error.ts';

/** Zod schemas validate requests and serialize answers; JSON bodies are parsed safely. */
export function registerParsing(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Some clients always send Content-Type: application/json; an empty body then means "no
  // body", not malformed JSON. Prototype-poisoning keys are refused as Fastify does by default.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError('BAD_REQUEST', 'The request body is not valid JSON'), undefined);
    }
  });
}
