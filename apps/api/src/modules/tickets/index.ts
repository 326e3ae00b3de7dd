export { getAttendance, redeemTicket } from './door.service.ts';
export type { TicketViewRow } from './ticket-view.ts';
export { orderTickets, toTicketSummary } from './ticket-view.ts';
export { ticketsModule } from './tickets.routes.ts';
export {
  claimSharedTicket,
  getSharedTicket,
  getTicket,
  issueOrderTickets,
  listMyTickets,
  revokeShare,
  shareTicket,
} from './tickets.service.ts';
