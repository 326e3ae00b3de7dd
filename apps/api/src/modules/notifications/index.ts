import type { ApiModule } from '../../app-context.ts';
import { notificationsRoutes } from './notifications.routes.ts';

export {
  listNotifications,
  markNotificationsRead,
  markRoomMessagesRead,
  notifySubscribersOfEvent,
  notifyUsersOfEvent,
  pushLive,
} from './notifications.service.ts';
export type { StoredNotification } from './notify.ts';
export { notify } from './notify.ts';

export const notificationsModule: ApiModule = {
  name: 'notifications',
  register: notificationsRoutes,
};
