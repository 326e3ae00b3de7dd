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
} from '@mingle/shared/schemas/chat';
import { IdParam, PageQuery } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  chatList,
  chatRoom,
  contactHost,
  deleteMessage,
  eventChat,
  history,
  sendMessage,
} from './chat.service.ts';

const base = { tags: ['chat'], security: [{ bearer: [] }] };

/** Event chat, Contact Host, direct chats: rooms and history over HTTP (live delivery is /realtime). */
export const chatRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/events/:id/chat',
    { schema: { ...base, params: IdParam, response: { 200: okEnvelope(ZRoomRef) } } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await eventChat(ctx, userId, request.params.id));
    },
  );

  app.post(
    '/events/:id/contact-host',
    {
      schema: {
        ...base,
        params: IdParam,
        body: ZContactHostRequest,
        response: { 200: okEnvelope(ZRoomRef.extend({ message: ZChatMessage })) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      const { body, clientId } = request.body;
      return ok(await contactHost(ctx, userId, request.params.id, body, clientId));
    },
  );

  app.get(
    '/chats',
    { schema: { ...base, querystring: PageQuery, response: { 200: okEnvelope(ZChatsPage) } } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await chatList(ctx, userId, request.query.page));
    },
  );

  app.get(
    '/chats/:roomId',
    {
      schema: {
        ...base,
        summary: 'The room: kind, title, event, the other person (two-person rooms), member count',
        params: ZRoomParams,
        response: { 200: okEnvelope(ZChatRoom) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await chatRoom(ctx, userId, request.params.roomId));
    },
  );

  app.get(
    '/chats/:roomId/messages',
    {
      schema: {
        ...base,
        params: ZRoomParams,
        querystring: ZMessagesQuery,
        response: { 200: okEnvelope(ZMessagesPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await history(ctx, userId, request.params.roomId, request.query));
    },
  );

  app.post(
    '/chats/:roomId/messages',
    {
      schema: {
        ...base,
        params: ZRoomParams,
        body: ZSendMessageRequest,
        response: { 200: okEnvelope(ZChatMessage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      const { body, clientId } = request.body;
      return ok((await sendMessage(ctx, userId, request.params.roomId, body, clientId)).message);
    },
  );

  app.delete(
    '/chats/:roomId/messages/:id',
    { schema: { ...base, params: ZMessageParams, response: { 200: okEnvelope(ZMessageRemoved) } } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await deleteMessage(ctx, userId, request.params.roomId, request.params.id));
    },
  );
};
