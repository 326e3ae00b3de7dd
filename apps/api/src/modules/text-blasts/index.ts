export { textBlastJobs } from './blast-sender.ts';
export { smsWebhooksModule } from './sms-webhooks.routes.ts';
export { textBlastsModule } from './text-blasts.routes.ts';
export { blastOrganizationFor, forgetBlastRecipient } from './text-blasts.service.ts';
