import type { ApiModule } from '../../app-context.ts';
import { textBlastJobs } from './blast-sender.ts';
import { smsWebhooksRoutes } from './sms-webhooks.routes.ts';
import { textBlastsRoutes } from './text-blasts.routes.ts';

export { blastOrganizationFor } from './blast-rules.ts';
export { forgetBlastRecipient } from './text-blasts.service.ts';

export const textBlastsModule: ApiModule = {
  name: 'text-blasts',
  register: async (app, ctx) => {
    await textBlastsRoutes(app, ctx);
    await smsWebhooksRoutes(app, ctx);
  },
  jobs: textBlastJobs,
};
