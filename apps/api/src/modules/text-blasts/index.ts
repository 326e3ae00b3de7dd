import type { ApiModule } from '../../app-context.ts';
import { SWEEP_JOB, textBlastJobs } from './blast-sender.ts';
import { smsWebhooksRoutes } from './sms-webhooks.routes.ts';
import { textBlastsRoutes } from './text-blasts.routes.ts';

export { blastOrganizationFor, forgetBlastRecipient } from './text-blasts.service.ts';

export const textBlastsModule: ApiModule = {
  name: 'text-blasts',
  register: async (app, ctx) => {
    await textBlastsRoutes(app, ctx);
    await smsWebhooksRoutes(app, ctx);
  },
  jobs: textBlastJobs,
  // Messages in flight on a server that stopped are reported unknown and the blast carries on.
  periodic: [{ type: SWEEP_JOB, everyMs: 5000 }],
};
