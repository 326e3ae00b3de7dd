export { connectionsModule } from './connections.routes.ts';
export {
  connect,
  connectWindowOpen,
  decline,
  disconnect,
  matches,
  receivedRequests,
} from './connections.service.ts';
