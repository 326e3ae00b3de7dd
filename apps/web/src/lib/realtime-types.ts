import type { ChatMessage } from '@mingle/shared/schemas/chat';
import type { NotificationFrame } from '@mingle/shared/schemas/realtime';
import type { BlastProgressFrame } from '@mingle/shared/schemas/text-blasts';
import type { RoomState } from './realtime-rooms.ts';

// What the real-time client takes from whoever creates it, and what it tells the screens.

/** The part of the browser's WebSocket this client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type RealtimeStatus = 'idle' | 'connecting' | 'ready' | 'reconnecting' | 'unauthenticated';

export type RealtimeEvent =
  | { type: 'status'; status: RealtimeStatus }
  | { type: 'ready'; userId: string; resumed: boolean }
  | { type: 'room'; roomId: string; state: RoomState; message: string | null }
  | { type: 'message'; roomId: string; message: ChatMessage }
  | { type: 'message_deleted'; roomId: string; messageId: string }
  | { type: 'notification'; notification: NotificationFrame['notification'] }
  | { type: 'blast_progress'; blast: BlastProgressFrame['blast'] }
  | { type: 'pending'; roomId: string };

export interface RealtimeClientOptions {
  url: string;
  getToken: () => string | null;
  createSocket: (url: string) => SocketLike;
  newClientId?: () => string;
  /** First reconnect delay, doubled on each failure up to `maxBackoffMs` (with jitter). */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** A send not acknowledged this long after it was made is shown as failed, with a retry. */
  ackTimeoutMs?: number;
  random?: () => number;
}
