import type { ApiModule } from '../../app-context.ts';
import { accessChanged } from '../../realtime/access-changes.ts';
import { onLifecycle } from '../orders/index.ts';
import { chatRoutes } from './chat.routes.ts';

export type { SentMessage } from './chat.service.ts';
export {
  chatList,
  chatRoom,
  contactHost,
  deleteMessage,
  endDirectChat,
  eventChat,
  history,
  openDirectChat,
  requireRoomAccess,
  sendMessage,
  validMessageBody,
} from './chat.service.ts';

// Whoever no longer holds a ticket loses the event chat on their open sockets at once (the
// transition's realtime.access-changed job repeats it should this process die first).
onLifecycle('tickets.refunded', 'chat', (event, ctx) => accessChanged(ctx, event.holderIds));
onLifecycle('tickets.voided', 'chat', (event, ctx) => accessChanged(ctx, event.holderIds));
onLifecycle('ticket.holder-changed', 'chat', (event, ctx) => accessChanged(ctx, event.holderIds));

export const chatModule: ApiModule = {
  name: 'chat',
  register: chatRoutes,
};
