import type { ApiModule } from '../../app-context.ts';
import { realtimeRoutes } from './realtime.routes.ts';

export type { StoredNotification } from './notify.ts';
export { notify } from './notify.ts';

export const realtimeModule: ApiModule = {
  name: 'realtime',
  register: realtimeRoutes,
};
