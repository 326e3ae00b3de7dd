import type { ApiModule } from '../../app-context.ts';
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

export const chatModule: ApiModule = {
  name: 'chat',
  register: chatRoutes,
};
