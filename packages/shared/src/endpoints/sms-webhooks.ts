import { z } from 'zod';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZDevInboundSms, ZInboundSmsResult } from '../schemas/text-blasts.ts';
import { endpoint } from './define.ts';
import { smsWebhooksPaths } from './sms-webhooks.paths.ts';

const tags = ['text-blasts'];
/** The recipient the callback URL names (see the sender's status callback). */
const ZStatusQuery = z.object({ recipient: z.uuid({ error: 'Not a valid recipient id' }).optional() });

export const smsWebhooksEndpoints = {
  inbound: endpoint({
    ...smsWebhooksPaths.inbound,
    tags,
    summary: "The SMS provider's inbound messages (signed when SMS_AUTH_TOKEN is set)",
  }),
  status: endpoint({
    ...smsWebhooksPaths.status,
    tags,
    summary: "The SMS provider's delivery reports (signed when SMS_AUTH_TOKEN is set)",
    querystring: ZStatusQuery,
  }),
  devInbound: endpoint({
    ...smsWebhooksPaths.devInbound,
    tags: ['dev'],
    summary: 'Reply by SMS as a phone number would (not in production; loopback clients only)',
    body: ZDevInboundSms,
    response: { 200: okEnvelope(ZInboundSmsResult) },
  }),
};
