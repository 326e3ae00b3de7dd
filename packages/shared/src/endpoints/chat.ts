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
import { chatPaths } from './chat.paths.ts';
import { endpoint } from './define.ts';

const base = { tags: ['chat'], security: [{ bearer: [] }] };

export const chatEndpoints = {
  eventChat: endpoint({
    ...chatPaths.eventChat,
    ...base,
    params: IdParam,
    response: { 200: okEnvelope(ZRoomRef) },
  }),
  contactHost: endpoint({
    ...chatPaths.contactHost,
    ...base,
    params: IdParam,
    body: ZContactHostRequest,
    response: { 200: okEnvelope(ZRoomRef.extend({ message: ZChatMessage })) },
  }),
  list: endpoint({
    ...chatPaths.list,
    ...base,
    querystring: PageQuery,
    response: { 200: okEnvelope(ZChatsPage) },
  }),
  room: endpoint({
    ...chatPaths.room,
    ...base,
    summary: 'The room: kind, title, event, the other person (two-person rooms), member count',
    params: ZRoomParams,
    response: { 200: okEnvelope(ZChatRoom) },
  }),
  messages: endpoint({
    ...chatPaths.messages,
    ...base,
    params: ZRoomParams,
    querystring: ZMessagesQuery,
    response: { 200: okEnvelope(ZMessagesPage) },
  }),
  send: endpoint({
    ...chatPaths.send,
    ...base,
    params: ZRoomParams,
    body: ZSendMessageRequest,
    response: { 200: okEnvelope(ZChatMessage) },
  }),
  deleteMessage: endpoint({
    ...chatPaths.deleteMessage,
    ...base,
    params: ZMessageParams,
    response: { 200: okEnvelope(ZMessageRemoved) },
  }),
};
