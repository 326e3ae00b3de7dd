import type { ApiModule } from '../../app-context.ts';
import { discoverRoutes } from './discover.routes.ts';

export { discoverEvents, listHostEvents, listMyEvents, toSearch } from './discover.service.ts';

export const discoverModule: ApiModule = {
  name: 'discover',
  register: discoverRoutes,
};
