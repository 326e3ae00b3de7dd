import type { ApiModule } from '../../app-context.ts';
import { discoverRoutes } from './discover.routes.ts';

/** The SQL Discover runs, for bench/discover.bench.ts, which times it bare beside the service. */
export { type DiscoverFilter, discoverCountSql, discoverSql } from './discover.repository.ts';
export { discoverEvents, listHostEvents, listMyEvents, toSearch } from './discover.service.ts';

export const discoverModule: ApiModule = {
  name: 'discover',
  register: discoverRoutes,
};
