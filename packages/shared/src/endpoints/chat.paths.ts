import { at } from './define.ts';

/** Method and path of each chat endpoint: what the web client loads (no schemas); the declarations in chat.ts add the rest. */
export const chatPaths = {
  eventChat: at('GET', '/events/:id/chat'),
  contactHost: at('POST', '/events/:id/contact-host'),
  list: at('GET', '/chats'),
  room: at('GET', '/chats/:roomId'),
  messages: at('GET', '/chats/:roomId/messages'),
  send: at('POST', '/chats/:roomId/messages'),
  deleteMessage: at('DELETE', '/chats/:roomId/messages/:id'),
};
