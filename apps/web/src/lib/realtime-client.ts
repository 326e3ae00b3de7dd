import { DEFAULT_API_VERSION } from '@mingle/shared/constants';
import {
  type ClientFrame,
  type ErrorFrame,
  REALTIME_CLOSE_UNAUTHENTICATED,
  REALTIME_PATH,
  type ServerFrame,
  ZServerFrame,
} from '@mingle/shared/schemas/realtime';
import { newClientId, Outbox } from './realtime-outbox.ts';
import { type RoomState, Rooms } from './realtime-rooms.ts';
import type { RealtimeClientOptions, RealtimeEvent, RealtimeStatus, SocketLike } from './realtime-types.ts';
import { SIGNED_OUT_TEXT } from './signed-out.ts';
import { getToken } from './storage.ts';

export type { PendingSend } from './realtime-outbox.ts';
export { newClientId } from './realtime-outbox.ts';
export type { RoomState } from './realtime-rooms.ts';
export type { RealtimeClientOptions, RealtimeEvent, RealtimeStatus, SocketLike } from './realtime-types.ts';

const OPEN = 1;

export const RATE_LIMITED_TEXT = 'Slow down — you can send again in a few seconds';
const NOT_SENT_TEXT = 'Not sent. Check your connection and try again.';

/**
 * The one real-time connection of the client. It authenticates with the first frame, joins the
 * rooms the screens ask for (realtime-rooms.ts), reconnects with backoff, and on every reconnect
 * re-authenticates, re-joins and resends what the server has not acknowledged (realtime-outbox.ts),
 * with the same clientId, so nothing is lost and nothing is stored twice.
 */
export class RealtimeClient {
  private readonly options: Required<RealtimeClientOptions>;
  private socket: SocketLike | null = null;
  private status: RealtimeStatus = 'idle';
  private userId: string | null = null;
  private users = 0;
  private attempt = 0;
  private everReady = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly rooms: Rooms;
  private readonly outbox: Outbox;
  private readonly listeners = new Set<(event: RealtimeEvent) => void>();

  constructor(options: RealtimeClientOptions) {
    this.options = {
      newClientId,
      initialBackoffMs: 500,
      maxBackoffMs: 15_000,
      ackTimeoutMs: 15_000,
      random: Math.random,
      ...options,
    };
    this.outbox = new Outbox(
      this.options.ackTimeoutMs,
      (clientId) => this.outbox.fail(clientId, 'NOT_SENT', NOT_SENT_TEXT),
      (roomId) => this.emit({ type: 'pending', roomId }),
    );
    this.rooms = new Rooms(
      (frame) => this.write(frame),
      (roomId, state, message) => this.emit({ type: 'room', roomId, state, message }),
    );
  }

  getStatus = (): RealtimeStatus => this.status;
  getUserId = (): string | null => this.userId;
  roomState = (roomId: string): RoomState | null => this.rooms.state(roomId);

  /** The unacknowledged sends of a room, oldest first; the same array until it changes. */
  pendingFor = (roomId: string) => this.outbox.forRoom(roomId);

  subscribe = (listener: (event: RealtimeEvent) => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Keeps the connection open while anyone holds it; returns the release. */
  retain(): () => void {
    this.users += 1;
    if (this.users === 1 || this.status === 'unauthenticated') this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.shutdown();
    };
  }

  /** Joins a room now and after every reconnect, while anyone holds it; returns the release. */
  join(roomId: string): () => void {
    return this.rooms.hold(roomId);
  }

  /** Sends a message (now, or as soon as the connection is back); returns its clientId. */
  send(roomId: string, body: string, clientId = this.options.newClientId()): string {
    this.outbox.put({ clientId, roomId, body });
    if (this.status === 'unauthenticated') this.failSignedOut();
    else this.transmit(clientId);
    return clientId;
  }

  /** Sends a failed message again with the same clientId, so the server stores it at most once. */
  retry(clientId: string): void {
    const item = this.outbox.get(clientId);
    if (item?.status !== 'failed') return;
    this.outbox.put(item);
    if (this.status === 'unauthenticated') this.failSignedOut();
    else this.transmit(clientId);
  }

  discard(clientId: string): void {
    this.outbox.remove(clientId);
  }

  /** Tries at once instead of waiting out the backoff (the browser is back online). */
  reconnectNow(): void {
    if (this.status !== 'reconnecting' || this.users === 0) return;
    this.connect();
  }

  private transmit(clientId: string): void {
    const item = this.outbox.get(clientId);
    if (!item) return;
    this.outbox.tried(clientId);
    this.write({ type: 'send', roomId: item.roomId, body: item.body, clientId });
  }

  /** Writes a frame when the connection is authenticated; otherwise `ready` replays the state. */
  private write(frame: ClientFrame): boolean {
    if (this.status !== 'ready' || !this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private connect(): void {
    this.clearReconnect();
    const token = this.options.getToken();
    this.dropSocket();
    if (!token) {
      this.setStatus('idle');
      return;
    }
    this.setStatus(this.everReady || this.attempt > 0 ? 'reconnecting' : 'connecting');
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token } satisfies ClientFrame));
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.closed(event.code);
    };
    // Every error is followed by a close, which decides what happens next.
    socket.onerror = () => undefined;
  }

  private receive(data: unknown): void {
    let frame: ServerFrame;
    try {
      const parsed = ZServerFrame.safeParse(JSON.parse(String(data)));
      if (!parsed.success) return;
      frame = parsed.data;
    } catch {
      return;
    }
    if (frame.type === 'ready') this.ready(frame.userId);
    else if (frame.type === 'joined') this.rooms.answered(frame.roomId, 'joined', null);
    else if (frame.type === 'error') this.refused(frame);
    else if (frame.type === 'message') {
      // The room hears of the message before the pending copy goes, so it never blinks.
      this.emit({ type: 'message', roomId: frame.roomId, message: frame.message });
      const item = this.outbox.get(frame.message.clientId);
      if (item && item.roomId === frame.roomId && frame.message.senderId === this.userId) {
        this.outbox.remove(item.clientId);
      }
    } else if (frame.type === 'message_deleted') {
      this.emit({ type: 'message_deleted', roomId: frame.roomId, messageId: frame.messageId });
    } else if (frame.type === 'notification') {
      this.emit({ type: 'notification', notification: frame.notification });
    } else if (frame.type === 'blast_progress') {
      this.emit({ type: 'blast_progress', blast: frame.blast });
    }
  }

  /** A refused send names its clientId; a refused join (or a chat that ended) its roomId. */
  private refused(frame: ErrorFrame): void {
    if (frame.clientId) {
      const text = frame.code === 'RATE_LIMITED' ? RATE_LIMITED_TEXT : frame.message;
      this.outbox.fail(frame.clientId, frame.code, text);
    } else if (frame.roomId) {
      this.rooms.answered(frame.roomId, 'forbidden', frame.message);
    }
  }

  private ready(userId: string): void {
    const resumed = this.everReady;
    this.userId = userId;
    this.everReady = true;
    this.attempt = 0;
    this.setStatus('ready');
    // Frames are handled in order by the server: joins land before the resends that need them.
    this.rooms.rejoin();
    for (const item of this.outbox.sending()) this.transmit(item.clientId);
    this.emit({ type: 'ready', userId, resumed });
  }

  private closed(code: number): void {
    this.socket = null;
    if (code === REALTIME_CLOSE_UNAUTHENTICATED) {
      this.setStatus('unauthenticated');
      this.failSignedOut();
      return;
    }
    if (this.users === 0) {
      this.setStatus('idle');
      return;
    }
    const base = Math.min(this.options.maxBackoffMs, this.options.initialBackoffMs * 2 ** this.attempt);
    this.attempt += 1;
    // Jitter spreads the reconnects of many clients after a server restart.
    const delay = Math.round(base * (0.5 + this.options.random() * 0.5));
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  /**
   * The server closed with 4401: this session is over (signed out in another tab or on another
   * device, or the account deleted). No reconnect will deliver what waits, so it says why now
   * instead of timing out as a connection error.
   */
  private failSignedOut(): void {
    for (const item of this.outbox.sending())
      this.outbox.fail(item.clientId, 'UNAUTHENTICATED', SIGNED_OUT_TEXT);
  }

  private shutdown(): void {
    this.clearReconnect();
    this.dropSocket();
    this.attempt = 0;
    this.setStatus('idle');
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    socket.close(1000, 'Done');
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.emit({ type: 'status', status });
  }

  private emit(event: RealtimeEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

let shared: RealtimeClient | null = null;

/** The app's one client, connecting to this origin's /api/v1/realtime with the stored token. */
export function getRealtimeClient(): RealtimeClient {
  if (shared) return shared;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const client = new RealtimeClient({
    url: `${scheme}://${location.host}/api/${DEFAULT_API_VERSION}${REALTIME_PATH}`,
    getToken,
    createSocket: (url) => new WebSocket(url),
  });
  window.addEventListener('online', () => client.reconnectNow());
  shared = client;
  return client;
}
