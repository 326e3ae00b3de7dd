import { smsWebhooksEndpoints } from '@mingle/shared/endpoints/sms-webhooks';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ModuleRoutes } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';
import { devOutboxOpenTo } from '../../lib/loopback.ts';
import { route } from '../../lib/route.ts';
import { handleDeliveryReport, handleInboundSms, verifySmsSignature } from './sms-replies.service.ts';

/** The provider's form: every field a string (a repeated one keeps its last value). */
const ZProviderForm = z.record(z.string(), z.string());
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

function formOf(body: unknown): Record<string, string> {
  const parsed = ZProviderForm.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'A form-encoded body is expected');
  return parsed.data;
}

/**
 * Without SMS_AUTH_TOKEN nothing can prove a request came from the provider, so the provider's
 * paths then answer only where the dev outbox does (development, this machine).
 */
function checkProvider(ctx: AppContext, request: FastifyRequest, form: Record<string, string>): void {
  if (!ctx.config.SMS_AUTH_TOKEN) {
    if (!devOutboxOpenTo(ctx.config, request)) {
      throw new AppError('NOT_FOUND', `No route POST ${request.url.split('?')[0]}`);
    }
    return;
  }
  const signature = request.headers['x-twilio-signature'];
  verifySmsSignature(ctx, request.url, form, typeof signature === 'string' ? signature : undefined);
}

/**
 * POST webhooks/sms (replies: STOP, START, HELP) and webhooks/sms/status (delivery reports),
 * form-encoded and signed like Twilio's; POST dev/inbound-sms is a reply typed on the dev outbox
 * page, for development only and this machine only, like the outbox itself.
 */
export const smsWebhooksRoutes: ModuleRoutes = async (app, ctx) => {
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    route(forms, smsWebhooksEndpoints.inbound, async (request, reply) => {
      const form = formOf(request.body);
      checkProvider(ctx, request, form);
      if (form.From) await handleInboundSms(ctx, form.From, form.Body ?? '');
      return reply.type('text/xml').send(EMPTY_TWIML);
    });
    route(forms, smsWebhooksEndpoints.status, async (request, reply) => {
      const form = formOf(request.body);
      checkProvider(ctx, request, form);
      await handleDeliveryReport(ctx, form, request.query.recipient ?? null);
      return reply.type('text/xml').send(EMPTY_TWIML);
    });
  });

  if (ctx.config.isProduction) return;
  route(app, smsWebhooksEndpoints.devInbound, async (request) => {
    if (!devOutboxOpenTo(ctx.config, request)) {
      throw new AppError('NOT_FOUND', `No route POST ${request.url.split('?')[0]}`);
    }
    return ok(await handleInboundSms(ctx, request.body.from, request.body.body));
  });
};
