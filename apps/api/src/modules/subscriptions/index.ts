export { subscriptionsModule } from './subscriptions.routes.ts';
export { toCsv } from './subscribers-csv.ts';
export {
  exportSubscribersCsv,
  listMySubscriptions,
  listSubscribers,
  subscribe,
  unsubscribe,
} from './subscriptions.service.ts';
