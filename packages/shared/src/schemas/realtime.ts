import { z } from 'zod';
import { realtimePaths } from '../endpoints/realtime.paths.ts';
import { RealtimeErrorCode } from '../enums.ts';
import { ZChatMessage } from './chat.ts';
import { Text } from './common.ts';
import { ZNotification } from './notifications.ts';
import { ZBlastProgressFrame } from './text-blasts.ts';

export { RealtimeErrorCode } from '../enums.ts';

/**
 * The frames of the real-time connection (docs/adr/0005-real-time-protocol.md): one WebSocket per client at
 * /api/v1/realtime; the first frame authenticates, the token never goes in the URL.
 */

/** Close code when the auth frame is missing, late, malformed or its token is not valid. */
export const REALTIME_CLOSE_UNAUTHENTICATED = 4401;
export const REALTIME_PATH = realtimePaths.socket.path;

export const ZAuthFrame = z.object({ type: z.literal('auth'), token: Text().min(1).max(512) });
export const ZJoinFrame = z.object({ type: z.literal('join'), roomId: z.uuid() });
export const ZLeaveFrame = z.object({ type: z.literal('leave'), roomId: z.uuid() });
/** `body` is validated by the server (TOO_LONG and friends), so any string passes here. */
export const ZSendFrame = z.object({
  type: z.literal('send'),
  roomId: z.uuid(),
  body: Text(),
  clientId: Text(),
});

export const ZClientFrame = z.discriminatedUnion('type', [ZAuthFrame, ZJoinFrame, ZLeaveFrame, ZSendFrame]);
export type ClientFrame = z.infer<typeof ZClientFrame>;

export const ZReadyFrame = z.object({ type: z.literal('ready'), userId: z.uuid() });
export const ZJoinedFrame = z.object({ type: z.literal('joined'), roomId: z.uuid() });
export const ZLeftFrame = z.object({ type: z.literal('left'), roomId: z.uuid() });
/**
 * A refusal. `clientId` names the refused send; `roomId` a refused join, or a room the socket
 * was removed from (the chat ended).
 */
export const ZErrorFrame = z.object({
  type: z.literal('error'),
  code: RealtimeErrorCode,
  message: z.string(),
  clientId: z.string().optional(),
  roomId: z.uuid().optional(),
});
export const ZMessageFrame = z.object({
  type: z.literal('message'),
  roomId: z.uuid(),
  message: ZChatMessage,
});
export const ZMessageDeletedFrame = z.object({
  type: z.literal('message_deleted'),
  roomId: z.uuid(),
  messageId: z.uuid(),
});
export const ZNotificationFrame = z.object({
  type: z.literal('notification'),
  notification: ZNotification.pick({ id: true, type: true, payload: true, createdAt: true }),
});

export const ZServerFrame = z.discriminatedUnion('type', [
  ZReadyFrame,
  ZJoinedFrame,
  ZLeftFrame,
  ZErrorFrame,
  ZMessageFrame,
  ZMessageDeletedFrame,
  ZNotificationFrame,
  ZBlastProgressFrame,
]);
export type ServerFrame = z.infer<typeof ZServerFrame>;
export type ErrorFrame = z.infer<typeof ZErrorFrame>;
export type MessageFrame = z.infer<typeof ZMessageFrame>;
export type NotificationFrame = z.infer<typeof ZNotificationFrame>;
