import type { ApiModule } from '../../app-context.ts';
import { accessChangedJobs } from '../../realtime/access-changes.ts';
import { realtimeRoutes } from './realtime.routes.ts';

export const realtimeModule: ApiModule = {
  name: 'realtime',
  register: realtimeRoutes,
  jobs: accessChangedJobs,
};
