export { subscriptionsModule } from './subscriptions.routes.ts';
export {
  exportSubscribersCsv,
  listMySubscriptions,
  listSubscribers,
  subscribe,
  unsubscribe,
} from './subscriptions.service.ts';
