export { chatModule } from './chat.routes.ts';
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
