import {
  ZChatMessage,
  ZChatRoom,
  ZChatsPage,
  ZContactHostRequest,
  ZMessageParams,
  ZMessageRemoved,
  ZMessagesPage,
  ZMessagesQuery,
  ZRoomParams,
  ZRoomRef,
  ZSendMessageRequest,
} from '../schemas/chat.ts';
import { IdParam, PageQuery } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { endpoint } from './define.ts';

const base = { tags: ['chat'], security: [{ bearer: [] }] };

export const chatEndpoints = {
  eventChat: endpoint({
    method: 'GET',
    path: '/events/:id/chat',
    ...base,
    params: IdParam,
    response: { 200: okEnvelope(ZRoomRef) },
  }),
  contactHost: endpoint({
    method: 'POST',
    path: '/events/:id/contact-host',
    ...base,
    params: IdParam,
    body: ZContactHostRequest,
    response: { 200: okEnvelope(ZRoomRef.extend({ message: ZChatMessage })) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/chats',
    ...base,
    querystring: PageQuery,
    response: { 200: okEnvelope(ZChatsPage) },
  }),
  room: endpoint({
    method: 'GET',
    path: '/chats/:roomId',
    ...base,
    summary: 'The room: kind, title, event, the other person (two-person rooms), member count',
    params: ZRoomParams,
    response: { 200: okEnvelope(ZChatRoom) },
  }),
  messages: endpoint({
    method: 'GET',
    path: '/chats/:roomId/messages',
    ...base,
    params: ZRoomParams,
    querystring: ZMessagesQuery,
    response: { 200: okEnvelope(ZMessagesPage) },
  }),
  send: endpoint({
    method: 'POST',
    path: '/chats/:roomId/messages',
    ...base,
    params: ZRoomParams,
    body: ZSendMessageRequest,
    response: { 200: okEnvelope(ZChatMessage) },
  }),
  deleteMessage: endpoint({
    method: 'DELETE',
    path: '/chats/:roomId/messages/:id',
    ...base,
    params: ZMessageParams,
    response: { 200: okEnvelope(ZMessageRemoved) },
  }),
};
