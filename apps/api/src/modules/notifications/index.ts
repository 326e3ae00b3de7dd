import type { ApiModule } from '../../app-context.ts';
import { notificationsRoutes } from './notifications.routes.ts';

export {
  listNotifications,
  markNotificationsRead,
  notifySubscribersOfEvent,
  notifyUsersOfEvent,
  pushLive,
} from './notifications.service.ts';

export const notificationsModule: ApiModule = {
  name: 'notifications',
  register: notificationsRoutes,
};
