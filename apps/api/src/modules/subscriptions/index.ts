import type { ApiModule } from '../../app-context.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

export {
  exportSubscribersCsv,
  listMySubscriptions,
  listSubscribers,
  subscribe,
  unsubscribe,
} from './subscriptions.service.ts';

export const subscriptionsModule: ApiModule = {
  name: 'subscriptions',
  register: subscriptionsRoutes,
};
