import { z } from 'zod';
import { ChatRoomKind } from '../enums.ts';
import { pageOf, Text } from './common.ts';
import { ZEventRef } from './event-common.ts';

export { ChatRoomKind } from '../enums.ts';

/** Contract of the chat calls (event chat, direct chat per match, Contact Host). */

export const CHAT_LIMITS = {
  /** Longest message body, in characters (code points) after trimming. */
  bodyMax: 2000,
  /** A person may send this many messages into one room at once… */
  burst: 10,
  /** …then one more every this many milliseconds. */
  refillMs: 5000,
  /** Largest history page. */
  historyMax: 50,
  clientIdMax: 64,
} as const;

/**
 * Message text as the server stores it: control characters other than line breaks and tabs
 * removed (PostgreSQL refuses NUL), CRLF made LF, then trimmed. The text is never HTML: clients
 * render it as text.
 */
export function normaliseMessageBody(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .trim()
  );
}

/** Length as people count it: emoji and accented letters are one character each. */
export function messageLength(body: string): number {
  return [...body].length;
}

/** A client-chosen id that makes a resend harmless (one message per sender, room and clientId). */
export const ClientId = Text({ error: 'clientId is required' })
  .trim()
  .min(1, { error: 'clientId is required' })
  .max(CHAT_LIMITS.clientIdMax, { error: `clientId is at most ${CHAT_LIMITS.clientIdMax} characters` })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'clientId uses letters, digits, - and _' });

/**
 * The body as sent. Length is checked by the server after normalising, so that an oversize
 * message is refused with TOO_LONG (413) rather than a generic validation error.
 */
export const MessageBodyInput = Text({ error: 'Write a message' });

export const ZSendMessageRequest = z.object({ body: MessageBodyInput, clientId: ClientId });
export type SendMessageRequest = z.input<typeof ZSendMessageRequest>;

export const ZContactHostRequest = z.object({ body: MessageBodyInput, clientId: ClientId.optional() });
export type ContactHostRequest = z.input<typeof ZContactHostRequest>;

/** A message as the API and the real-time frames carry it; `body` is plain text. */
export const ZChatMessage = z.object({
  id: z.uuid(),
  clientId: z.string(),
  senderId: z.uuid(),
  body: z.string(),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZRoomParams = z.object({ roomId: z.uuid({ error: 'Not a valid room id' }) });
export const ZMessageParams = z.object({
  roomId: z.uuid({ error: 'Not a valid room id' }),
  id: z.uuid({ error: 'Not a valid message id' }),
});

export const ZMessagesQuery = z.object({
  /** Older than this message (history paging, newest first). */
  before: z.uuid({ error: 'before must be a message id' }).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.historyMax).default(CHAT_LIMITS.historyMax),
});
export type MessagesQuery = z.input<typeof ZMessagesQuery>;

/** Who wrote the messages of a page: first name and photo, never contact details. */
export const ZChatSender = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  profilePhoto: z.string().nullable(),
});
export type ChatSender = z.infer<typeof ZChatSender>;

export const ZMessagesPage = z.object({
  /** Newest first. */
  items: z.array(ZChatMessage),
  hasMore: z.boolean(),
  senders: z.array(ZChatSender),
});
export type MessagesPage = z.infer<typeof ZMessagesPage>;

export const ZRoomRef = z.object({ roomId: z.uuid() });
export type RoomRef = z.infer<typeof ZRoomRef>;

/** A row of GET chats: the room, what it is about, its last message and the caller's unread count. */
export const ZChatSummary = z.object({
  roomId: z.uuid(),
  kind: ChatRoomKind,
  eventId: z.uuid().nullable(),
  /** The event's title (event chat) or the other person's first name (direct, Contact Host). */
  title: z.string().nullable(),
  /** The other person in a direct or Contact Host room. */
  otherUser: ZChatSender.nullable(),
  lastMessage: ZChatMessage.nullable(),
  unread: z.number().int(),
});
export type ChatSummary = z.infer<typeof ZChatSummary>;
export const ZChatsPage = pageOf(ZChatSummary);
export type ChatsPage = z.infer<typeof ZChatsPage>;

/**
 * GET chats/:roomId, for the people who may use the room: what it is about and who is in it.
 * `memberCount`: event chat, the host and every guest Going; two-person rooms, 2.
 * `canModerate`: the caller is the host of an event chat and may remove any message.
 */
export const ZChatRoom = z.object({
  roomId: z.uuid(),
  kind: ChatRoomKind,
  eventId: z.uuid().nullable(),
  event: ZEventRef.nullable(),
  /** As in GET chats: the event's title, or the other person's first name (the organization for a guest in Contact Host). */
  title: z.string().nullable(),
  otherUser: ZChatSender.nullable(),
  memberCount: z.number().int(),
  canModerate: z.boolean(),
});
export type ChatRoom = z.infer<typeof ZChatRoom>;

export const ZMessageRemoved = z.object({ removed: z.literal(true) });
