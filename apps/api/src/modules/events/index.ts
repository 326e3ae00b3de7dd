import type { ApiModule } from '../../app-context.ts';
import { changeNoticeJobs } from './event-change-notice.ts';
import { eventsRoutes } from './events.routes.ts';
import { guestNoticeJobs } from './guest-notices.ts';
import { ticketingRoutes } from './ticketing.routes.ts';

export { coverFile } from './cover-sizes.ts';
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
export {
  createEvent,
  describeEvent,
  eventNotFound,
  getEvent,
  loadEventForHost,
  loadEventForViewer,
  updateEvent,
} from './events.service.ts';
export { eventPayload, queueGuestNotice } from './guest-notices.ts';
export type { PromoCodeRow } from './promo-codes.repository.ts';
export { createPromoCode, deletePromoCode, listPromoCodes } from './promo-codes.service.ts';
export type { TicketTypeRow } from './ticket-types.repository.ts';
export {
  createTicketType,
  deleteTicketType,
  loadEventForTicketing,
  updateTicketType,
} from './ticket-types.service.ts';

export const eventsModule: ApiModule = {
  name: 'events',
  register: async (app, ctx) => {
    await eventsRoutes(app, ctx);
    await ticketingRoutes(app, ctx);
  },
  jobs: [...guestNoticeJobs, ...changeNoticeJobs],
};
