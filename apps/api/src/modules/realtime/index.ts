export { accessChanged, accessChangedOnCommit, realtimeJobs } from './access.ts';
export type { StoredNotification } from './notify.ts';
export { notify } from './notify.ts';
export { realtimeModule } from './realtime.routes.ts';
