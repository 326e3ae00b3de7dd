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
import { mayDo, recordActivity } from '../teams/index.ts';
import { chatOff, notAttendingChat, requireRoomAccess } from './chat-access.ts';
import {
  findByClientId,
  findMessage,
  findSenders,
  insertIfAllowed,
  insertMessage,
  listMessages,
  type MessageRow,
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
  // The token comes first, from Redis (a cheaper wait than the database); then the common case
  // is one statement that checks access, stores the message and reads the sender's blocks.
  const bucket = await ctx.providers.rateLimits.take(`chat:${senderId}:${roomId}`, {
    capacity: ctx.config.CHAT_BURST,
    refillMs: ctx.config.CHAT_REFILL_MS,
  });
  if (!bucket.allowed) {
    // A refusal of access wins over the limit, and a resend of a stored message still gets it.
    await requireRoomAccess(ctx, senderId, roomId, { moderation: false });
    const existing = await findByClientId(ctx.db, roomId, senderId, clientId);
    if (existing) return { message: toChatMessage(existing), duplicate: true };
    const seconds = Math.ceil(bucket.retryAfterMs / 1000);
    throw new RetryLaterError(`You are sending messages too fast; try again in ${seconds} s`, seconds);
  }
  const sent = await storeMessage(ctx, senderId, roomId, clientId, body);
  if (!sent.row) {
    const stored = await findByClientId(ctx.db, roomId, senderId, clientId);
    return { message: toChatMessage(stored!), duplicate: true };
  }
  const message = toChatMessage(sent.row);
  await publishToRoom(ctx.providers.pubsub, roomId, {
    frame: { type: 'message', roomId, message },
    hide: sent.hide,
  });
  if (sent.otherId) {
    await notifyFirstUnread(
      ctx,
      { roomId, eventId: sent.eventId, otherId: sent.otherId },
      senderId,
      sent.row.seq,
      body,
    );
  }
  return { message, duplicate: false };
}

interface Stored {
  /** Undefined: this sender already sent this clientId here. */
  row: MessageRow | undefined;
  hide: string[];
  eventId: string | null;
  /** The other person of a two-person room. */
  otherId: string | undefined;
}

/**
 * Stores the message if the sender may use the room: one statement for the everyday rule;
 * otherwise the full rule, which refuses with its reason or lets a co-host in.
 */
async function storeMessage(
  ctx: AppContext,
  senderId: string,
  roomId: string,
  clientId: string,
  body: string,
): Promise<Stored> {
  const fast = await insertIfAllowed(ctx.db, roomId, senderId, clientId, body);
  if (fast) {
    const otherId =
      fast.kind === 'event'
        ? undefined
        : ((fast.user_low === senderId ? fast.user_high : fast.user_low) ?? undefined);
    return { row: fast.message, hide: fast.hide, eventId: fast.event_id, otherId };
  }
  const access = await requireRoomAccess(ctx, senderId, roomId, { moderation: false });
  const [row, hide] = await Promise.all([
    insertMessage(ctx.db, roomId, senderId, clientId, body, access.room.kind === 'event'),
    blockRelations(ctx.db, senderId),
  ]);
  return { row, hide, eventId: access.room.event_id, otherId: access.otherId };
}

/**
 * A `message` notification in a two-person room, only for the first message the other person
 * has not read yet, so a burst of messages is one notification.
 */
async function notifyFirstUnread(
  ctx: AppContext,
  room: { roomId: string; eventId: string | null; otherId: string },
  senderId: string,
  seq: number,
  body: string,
): Promise<void> {
  const { roomId, eventId, otherId } = room;
  if ((await unreadCount(ctx.db, roomId, otherId, seq)) > 0) return;
  const [sender] = await findSenders(ctx.db, [senderId]);
  await notify(ctx, otherId, 'message', {
    roomId,
    eventId,
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
  const moderation = message.sender_id !== userId && access.room.organization_id !== null;
  await ctx.db.transaction(async (tx) => {
    await softDeleteMessage(tx, messageId, userId);
    // Removing a guest's words is a host-side act: the team's log keeps who did it.
    if (moderation) {
      await recordActivity(tx, {
        organizationId: access.room.organization_id!,
        actorId: userId,
        action: 'chat.message_deleted',
        eventId: access.room.event_id,
        details: { messageId, senderId: message.sender_id },
      });
    }
  });
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
