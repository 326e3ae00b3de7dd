import type { ApiModule } from '../../app-context.ts';
import { ticketsRoutes } from './tickets.routes.ts';

export { getAttendance, redeemTicket } from './door.service.ts';
export {
  claimSharedTicket,
  getSharedTicket,
  getTicket,
  listMyTickets,
  revokeShare,
  shareTicket,
} from './tickets.service.ts';

export const ticketsModule: ApiModule = {
  name: 'tickets',
  register: ticketsRoutes,
};
