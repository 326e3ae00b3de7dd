import { at } from './define.ts';

/** Method and path of each sms-webhooks endpoint: what the web client loads (no schemas); the declarations in sms-webhooks.ts add the rest. */
export const smsWebhooksPaths = {
  inbound: at('POST', '/webhooks/sms'),
  status: at('POST', '/webhooks/sms/status'),
  devInbound: at('POST', '/dev/inbound-sms'),
};
