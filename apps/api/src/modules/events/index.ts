export { cancelEvent, duplicateEvent, publishEvent } from './event-lifecycle.service.ts';
export type { MessageEvent, MessagePair } from './event-messages.ts';
export {
  cancellationMessage,
  changeMessage,
  formatPlace,
  formatWhen,
  invitationMessage,
} from './event-messages.ts';
export { eventPageHtml } from './event-meta.ts';
export { refreshSearch, refreshSearchForOrganization } from './event-search.ts';
export { eventsModule } from './events.routes.ts';
export {
  createEvent,
  describeEvent,
  eventNotFound,
  getEvent,
  loadEventForHost,
  loadEventForViewer,
  updateEvent,
} from './events.service.ts';
export { eventPayload, guestNoticeJobs, queueGuestNotice } from './guest-notices.ts';
export { createPromoCode, deletePromoCode, listPromoCodes } from './promo-codes.service.ts';
export type { TicketTypeRow } from './ticket-types.repository.ts';
export {
  createTicketType,
  deleteTicketType,
  loadEventForTicketing,
  updateTicketType,
} from './ticket-types.service.ts';
export { ticketingModule } from './ticketing.routes.ts';
