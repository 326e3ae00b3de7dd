export { notificationsModule } from './notifications.routes.ts';
export {
  listNotifications,
  markNotificationsRead,
  notifySubscribersOfEvent,
  notifyUsersOfEvent,
  pushLive,
} from './notifications.service.ts';
