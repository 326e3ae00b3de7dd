import {
  CHAT_LIMITS,
  type ChatMessage,
  ClientId,
  messageLength,
  normaliseMessageBody,
} from '@mingle/shared/schemas/chat';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, forbidden, notFound, RetryLaterError } from '../../lib/app-error.ts';
import { publishToRoom } from '../../realtime/channels.ts';
import { attendanceOf, requireSocialEvent } from '../guests/index.ts';
import { markRoomMessagesRead, notify } from '../notifications/index.ts';
import { blockRelations, isBlockedEitherWay } from '../safety/index.ts';
import { mayDo } from '../teams/index.ts';
import { chatOff, notAttendingChat, type RoomAccess, requireRoomAccess } from './chat-access.ts';
import {
  findByClientId,
  findMessage,
  findSenders,
  insertMessage,
  listMessages,
  softDeleteMessage,
  toChatMessage,
  unreadCount,
} from './messages.repository.ts';
import { addMember, closeDirectRoom, ensureEventRoom, ensurePairRoom, markRead } from './rooms.repository.ts';

export { requireRoomAccess } from './chat-access.ts';
export { chatList, chatRoom } from './chat-list.ts';

/** Plain text, trimmed, 1 to 2,000 characters. */
export function validMessageBody(raw: string): string {
  const body = normaliseMessageBody(raw);
  if (body.length === 0)
    throw new AppError('VALIDATION_FAILED', 'Write a message', { body: 'Write a message' });
  if (messageLength(body) > CHAT_LIMITS.bodyMax) {
    throw new AppError('TOO_LONG', `A message can be at most ${CHAT_LIMITS.bodyMax} characters`, {
      body: `At most ${CHAT_LIMITS.bodyMax} characters`,
    });
  }
  return body;
}

export interface SentMessage {
  message: ChatMessage;
  /** A resend of a clientId already stored: nothing new was sent to the room. */
  duplicate: boolean;
}

/**
 * Sends a message: validated, rate limited per person and room, stored, then published to every
 * server. A resend with the same clientId returns the stored message and publishes nothing, so a
 * reconnecting client can resend what it is not sure about.
 */
export async function sendMessage(
  ctx: AppContext,
  senderId: string,
  roomId: string,
  rawBody: string,
  clientId: string,
): Promise<SentMessage> {
  const body = validMessageBody(rawBody);
  const validId = ClientId.safeParse(clientId);
  if (!validId.success) {
    const message = validId.error.issues[0]?.message ?? 'clientId is not valid';
    throw new AppError('VALIDATION_FAILED', message, { clientId: message });
  }
  // Every message waits for these before anyone sees it, so they go out together: one wait
  // instead of four. A refused sender's other answers are dropped; a resend of a stored message
  // spends its token too (it still gets the stored message, whatever the bucket says).
  const [access, existing, hide, bucket] = await Promise.all([
    requireRoomAccess(ctx, senderId, roomId, { moderation: false }),
    findByClientId(ctx.db, roomId, senderId, clientId),
    blockRelations(ctx.db, senderId),
    ctx.providers.rateLimits.take(`chat:${senderId}:${roomId}`, {
      capacity: ctx.config.CHAT_BURST,
      refillMs: ctx.config.CHAT_REFILL_MS,
    }),
  ]);
  if (existing) return { message: toChatMessage(existing), duplicate: true };
  if (!bucket.allowed) {
    const seconds = Math.ceil(bucket.retryAfterMs / 1000);
    throw new RetryLaterError(`You are sending messages too fast; try again in ${seconds} s`, seconds);
  }
  const row = await insertMessage(ctx.db, roomId, senderId, clientId, body, access.room.kind === 'event');
  if (!row) {
    const stored = await findByClientId(ctx.db, roomId, senderId, clientId);
    return { message: toChatMessage(stored!), duplicate: true };
  }
  const message = toChatMessage(row);
  await publishToRoom(ctx.providers.pubsub, roomId, {
    frame: { type: 'message', roomId, message },
    hide,
  });
  if (access.otherId) await notifyFirstUnread(ctx, access, senderId, row.seq, body);
  return { message, duplicate: false };
}

/**
 * A `message` notification in a two-person room, only for the first message the other person
 * has not read yet, so a burst of messages is one notification.
 */
async function notifyFirstUnread(
  ctx: AppContext,
  access: RoomAccess,
  senderId: string,
  seq: number,
  body: string,
): Promise<void> {
  const otherId = access.otherId!;
  if ((await unreadCount(ctx.db, access.room.id, otherId, seq)) > 0) return;
  const [sender] = await findSenders(ctx.db, [senderId]);
  await notify(ctx, otherId, 'message', {
    roomId: access.room.id,
    eventId: access.room.event_id,
    userId: senderId,
    firstName: sender?.firstName ?? null,
    profilePhoto: sender?.profilePhoto ?? null,
    preview: [...body].slice(0, 100).join(''),
  });
}

export async function history(
  ctx: AppContext,
  userId: string,
  roomId: string,
  query: { before?: string | undefined; limit: number },
) {
  await requireRoomAccess(ctx, userId, roomId);
  const page = await listMessages(ctx.db, roomId, userId, query.before, query.limit);
  if (!page) throw notFound('That message');
  if (!query.before) {
    await markRead(ctx.db, roomId, userId);
    await markRoomMessagesRead(ctx, userId, roomId);
  }
  const senders = await findSenders(ctx.db, [...new Set(page.rows.map((r) => r.sender_id))]);
  return { items: page.rows.map(toChatMessage), hasMore: page.hasMore, senders };
}

/** The sender removes their own message; the host removes any message of their event chat. */
export async function deleteMessage(
  ctx: AppContext,
  userId: string,
  roomId: string,
  messageId: string,
): Promise<{ removed: true }> {
  const access = await requireRoomAccess(ctx, userId, roomId);
  const message = await findMessage(ctx.db, roomId, messageId);
  if (!message) throw notFound('That message');
  if (message.sender_id !== userId && !access.moderates) {
    throw forbidden('You can remove your own messages; the host can remove messages in the event chat');
  }
  if (message.deleted_at) return { removed: true };
  await softDeleteMessage(ctx.db, messageId, userId);
  await publishToRoom(ctx.providers.pubsub, roomId, {
    frame: { type: 'message_deleted', roomId, messageId },
  });
  return { removed: true };
}

/** GET events/:id/chat: the event chat's room, for the host, ticket holders and Yes RSVPs. */
export async function eventChat(
  ctx: AppContext,
  userId: string,
  eventId: string,
): Promise<{ roomId: string }> {
  const event = await requireSocialEvent(ctx.db, eventId);
  const attendance = await attendanceOf(ctx.db, eventId, userId);
  if (
    !attendance.isHost &&
    !attendance.isGuest &&
    !(await mayDo(ctx.db, userId, { eventId }, 'chat.moderate'))
  ) {
    throw notAttendingChat();
  }
  if (!event.chatOn) throw chatOff();
  const roomId = await ensureEventRoom(ctx.db, eventId);
  await addMember(ctx.db, roomId, userId);
  return { roomId };
}

/** Contact Host: a guest's own room with the event's host, opened with their first message. */
export async function contactHost(
  ctx: AppContext,
  userId: string,
  eventId: string,
  rawBody: string,
  clientId: string | undefined,
): Promise<{ roomId: string; message: ChatMessage }> {
  validMessageBody(rawBody);
  const event = await requireSocialEvent(ctx.db, eventId);
  if (event.hostId === userId) throw new AppError('VALIDATION_FAILED', 'You are the host of this event');
  const attendance = await attendanceOf(ctx.db, eventId, userId);
  if (!attendance.isGuest) {
    throw new AppError('NOT_ATTENDING', 'Contact Host is for guests with a ticket or a Yes RSVP');
  }
  if (await isBlockedEitherWay(ctx.db, userId, event.hostId)) throw forbidden('You cannot message this host');
  const roomId = await ensurePairRoom(ctx.db, 'host', eventId, userId, event.hostId);
  const sent = await sendMessage(ctx, userId, roomId, rawBody, clientId ?? `contact-${crypto.randomUUID()}`);
  return { roomId, message: sent.message };
}

/** The direct chat of a new match (inside the transaction that matches them). */
export function openDirectChat(tx: Queryable, a: string, b: string, eventId: string): Promise<string> {
  return ensurePairRoom(tx, 'direct', eventId, a, b);
}

/** Unmatch: the direct chat ends for both; open sockets are told and removed from it. */
export async function endDirectChat(ctx: AppContext, a: string, b: string): Promise<void> {
  const roomId = await closeDirectRoom(ctx.db, a, b);
  if (roomId) await publishToRoom(ctx.providers.pubsub, roomId, { closed: true });
}
