export { discoverModule } from './discover.routes.ts';
export { discoverEvents, listHostEvents, listMyEvents, toTsquery } from './discover.service.ts';
