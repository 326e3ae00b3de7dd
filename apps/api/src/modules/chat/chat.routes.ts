import { chatEndpoints } from '@mingle/shared/endpoints/chat';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
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

/** Event chat, Contact Host, direct chats: rooms and history over HTTP (live delivery is /realtime). */
export const chatRoutes: ModuleRoutes = (app, ctx) => {
  route(app, chatEndpoints.eventChat, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await eventChat(ctx, userId, request.params.id));
  });

  route(app, chatEndpoints.contactHost, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    const { body, clientId } = request.body;
    return ok(await contactHost(ctx, userId, request.params.id, body, clientId));
  });

  route(app, chatEndpoints.list, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await chatList(ctx, userId, request.query.page));
  });

  route(app, chatEndpoints.room, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await chatRoom(ctx, userId, request.params.roomId));
  });

  route(app, chatEndpoints.messages, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await history(ctx, userId, request.params.roomId, request.query));
  });

  route(app, chatEndpoints.send, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    const { body, clientId } = request.body;
    return ok((await sendMessage(ctx, userId, request.params.roomId, body, clientId)).message);
  });

  route(app, chatEndpoints.deleteMessage, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await deleteMessage(ctx, userId, request.params.roomId, request.params.id));
  });
};
