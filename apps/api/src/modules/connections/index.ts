import type { ApiModule } from '../../app-context.ts';
import { connectionsRoutes } from './connections.routes.ts';

export {
  connect,
  connectWindowOpen,
  decline,
  disconnect,
  matches,
  receivedRequests,
} from './connections.service.ts';

export const connectionsModule: ApiModule = {
  name: 'connections',
  register: connectionsRoutes,
};
