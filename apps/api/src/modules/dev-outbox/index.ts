import type { ApiModule } from '../../app-context.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';

export { forgetOutboxOf, listOutbox, normaliseRecipient } from './dev-outbox.service.ts';

export const devOutboxModule: ApiModule = {
  name: 'dev-outbox',
  register: devOutboxRoutes,
};
