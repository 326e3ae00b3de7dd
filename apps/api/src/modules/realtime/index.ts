import type { ApiModule } from '../../app-context.ts';
import { realtimeJobs } from './access.ts';
import { realtimeRoutes } from './realtime.routes.ts';

export { accessChanged, accessChangedOnCommit } from './access.ts';
export type { StoredNotification } from './notify.ts';
export { notify } from './notify.ts';

export const realtimeModule: ApiModule = {
  name: 'realtime',
  register: realtimeRoutes,
  jobs: realtimeJobs,
};
