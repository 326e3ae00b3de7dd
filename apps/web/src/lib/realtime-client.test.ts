import type { ChatMessage } from '@mingle/shared/schemas/chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED_TEXT, RealtimeClient, type RealtimeEvent, type SocketLike } from './realtime-client.ts';
import { SIGNED_OUT_TEXT } from './signed-out.ts';

const ROOM = '11111111-1111-4111-8111-111111111111';
const OTHER_ROOM = '22222222-2222-4222-8222-222222222222';
const ME = '33333333-3333-4333-8333-333333333333';
const THEM = '44444444-4444-4444-8444-444444444444';

/** A scripted server end: records what the client writes and lets the test answer. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  frame(frame: unknown) {
    this.raw(JSON.stringify(frame));
  }
  raw(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
  types() {
    return this.sent.map((f) => f.type);
  }
}

let sockets: FakeSocket[];
let token: string | null;
let ids: number;
let events: RealtimeEvent[];

function newClient(extra: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
  const client = new RealtimeClient({
    url: 'ws://test/api/v1/realtime',
    getToken: () => token,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    newClientId: () => `c${++ids}`,
    random: () => 1,
    ...extra,
  });
  client.subscribe((e) => events.push(e));
  return client;
}

const last = () => sockets[sockets.length - 1]!;

/** Opens the newest socket and answers its auth frame. */
function accept(socket = last()) {
  socket.open();
  socket.frame({ type: 'ready', userId: ME });
}

const message = (
  clientId: string,
  senderId = ME,
  id = '55555555-5555-4555-8555-555555555555',
): ChatMessage => ({
  id,
  clientId,
  senderId,
  body: 'hello',
  sentAt: '2026-11-22T10:00:00.000Z',
});

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'secret-token';
  ids = 0;
  events = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeClient', () => {
  it('authenticates with the first frame and joins only once the server is ready', () => {
    const client = newClient();
    client.retain();
    client.join(ROOM);
    const socket = last();
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'secret-token' }]);
    socket.frame({ type: 'ready', userId: ME });
    expect(socket.sent[1]).toEqual({ type: 'join', roomId: ROOM });
    expect(client.getStatus()).toBe('ready');
    socket.frame({ type: 'joined', roomId: ROOM });
    expect(client.roomState(ROOM)).toBe('joined');
  });

  it('does not connect without a token', () => {
    token = null;
    const client = newClient();
    client.retain();
    expect(sockets).toHaveLength(0);
    expect(client.getStatus()).toBe('idle');
  });

  it('reconnects with backoff, authenticates again and re-joins its rooms', () => {
    const client = newClient();
    client.retain();
    client.join(ROOM);
    accept();
    sockets[0]!.drop();
    expect(client.getStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // A second failure waits twice as long.
    sockets[1]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const socket = last();
    socket.open();
    expect(socket.types()).toEqual(['auth']);
    socket.frame({ type: 'ready', userId: ME });
    expect(socket.sent.slice(1)).toEqual([{ type: 'join', roomId: ROOM }]);
    expect(events).toContainEqual({ type: 'ready', userId: ME, resumed: true });
  });

  it('resends an unacknowledged message after a reconnect with the same clientId, after the join', () => {
    const client = newClient();
    client.retain();
    client.join(ROOM);
    accept();
    const clientId = client.send(ROOM, 'hello');
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'send', roomId: ROOM, body: 'hello', clientId });
    sockets[0]!.drop();
    expect(client.pendingFor(ROOM)).toMatchObject([{ clientId, status: 'sending' }]);

    vi.advanceTimersByTime(500);
    accept();
    expect(last().sent.slice(1)).toEqual([
      { type: 'join', roomId: ROOM },
      { type: 'send', roomId: ROOM, body: 'hello', clientId },
    ]);
    last().frame({ type: 'message', roomId: ROOM, message: message(clientId) });
    expect(client.pendingFor(ROOM)).toEqual([]);
  });

  it('keeps one copy when the server echoes the same message twice', () => {
    const client = newClient();
    client.retain();
    client.join(ROOM);
    accept();
    const clientId = client.send(ROOM, 'hello');
    const echo = { type: 'message', roomId: ROOM, message: message(clientId) };
    last().frame(echo);
    last().frame(echo);
    expect(client.pendingFor(ROOM)).toEqual([]);
    // Nothing is resent after a later reconnect.
    last().drop();
    vi.advanceTimersByTime(500);
    accept();
    expect(last().types()).toEqual(['auth', 'join']);
  });

  it('queues a message written while offline and sends it once ready', () => {
    const client = newClient();
    client.retain();
    client.join(ROOM);
    const clientId = client.send(ROOM, 'early');
    accept();
    expect(last().sent.slice(1)).toEqual([
      { type: 'join', roomId: ROOM },
      { type: 'send', roomId: ROOM, body: 'early', clientId },
    ]);
  });

  it('does not take someone else’s message with the same clientId as the acknowledgement', () => {
    const client = newClient();
    client.retain();
    accept();
    const clientId = client.send(ROOM, 'hello');
    last().frame({ type: 'message', roomId: ROOM, message: message(clientId, THEM) });
    expect(client.pendingFor(ROOM)).toHaveLength(1);
  });

  it('shows a refused send readably and retries it with the same clientId', () => {
    const client = newClient();
    client.retain();
    accept();
    const clientId = client.send(ROOM, 'too fast');
    last().frame({ type: 'error', code: 'RATE_LIMITED', message: 'try again in 4 s', clientId });
    expect(client.pendingFor(ROOM)).toMatchObject([
      { clientId, status: 'failed', error: { code: 'RATE_LIMITED', message: RATE_LIMITED_TEXT } },
    ]);
    client.retry(clientId);
    expect(last().sent.at(-1)).toEqual({ type: 'send', roomId: ROOM, body: 'too fast', clientId });
    expect(client.pendingFor(ROOM)).toMatchObject([{ status: 'sending', error: null }]);
  });

  it('marks a send failed when no acknowledgement comes in time, and forgets a discarded one', () => {
    const client = newClient({ ackTimeoutMs: 1000 });
    client.retain();
    accept();
    const clientId = client.send(ROOM, 'lost');
    vi.advanceTimersByTime(1000);
    expect(client.pendingFor(ROOM)).toMatchObject([{ status: 'failed', error: { code: 'NOT_SENT' } }]);
    client.discard(clientId);
    expect(client.pendingFor(ROOM)).toEqual([]);
  });

  it('stops on 4401 and does not reconnect', () => {
    const client = newClient();
    client.retain();
    last().open();
    last().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.getStatus()).toBe('unauthenticated');
  });

  it('fails the sends a revoked session leaves, and any new one, as signed out, not as a connection error', () => {
    const client = newClient();
    client.retain();
    accept();
    client.send(ROOM, 'in flight');
    last().drop(4401);
    expect(client.pendingFor(ROOM)).toMatchObject([
      { status: 'failed', error: { code: 'UNAUTHENTICATED', message: SIGNED_OUT_TEXT } },
    ]);
    client.send(ROOM, 'after');
    vi.advanceTimersByTime(60_000);
    expect(client.pendingFor(ROOM)).toMatchObject([
      { status: 'failed', error: { message: SIGNED_OUT_TEXT } },
      { status: 'failed', error: { code: 'UNAUTHENTICATED', message: SIGNED_OUT_TEXT } },
    ]);
  });

  it('does not re-join a room the server refused', () => {
    const client = newClient();
    client.retain();
    client.join(ROOM);
    client.join(OTHER_ROOM);
    accept();
    last().frame({ type: 'error', code: 'FORBIDDEN', message: 'This chat has ended', roomId: ROOM });
    expect(client.roomState(ROOM)).toBe('forbidden');
    expect(events).toContainEqual({
      type: 'room',
      roomId: ROOM,
      state: 'forbidden',
      message: 'This chat has ended',
    });
    last().drop();
    vi.advanceTimersByTime(500);
    accept();
    expect(last().sent.slice(1)).toEqual([{ type: 'join', roomId: OTHER_ROOM }]);
  });

  it('leaves a released room, but not one a screen re-opens at once', async () => {
    const client = newClient();
    client.retain();
    accept();
    const release = client.join(ROOM);
    release();
    const again = client.join(ROOM);
    await Promise.resolve();
    expect(last().types()).toEqual(['auth', 'join']);
    again();
    await Promise.resolve();
    expect(last().sent.at(-1)).toEqual({ type: 'leave', roomId: ROOM });
  });

  it('passes notifications and deletions on, and closes when the last holder lets go', () => {
    const client = newClient();
    const release = client.retain();
    accept();
    const notification = {
      id: '66666666-6666-4666-8666-666666666666',
      type: 'matched',
      payload: { firstName: 'Ada' },
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    last().frame({ type: 'notification', notification });
    last().frame({ type: 'message_deleted', roomId: ROOM, messageId: message('x').id });
    last().frame({ type: 'nonsense' });
    last().raw('not json');
    expect(events.filter((e) => e.type === 'notification' || e.type === 'message_deleted')).toEqual([
      { type: 'notification', notification },
      { type: 'message_deleted', roomId: ROOM, messageId: message('x').id },
    ]);
    release();
    expect(last().closedWith).toBe(1000);
    expect(client.getStatus()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("passes a text blast's live progress on", () => {
    const client = newClient();
    client.retain();
    accept();
    const blast = {
      id: '77777777-7777-4777-8777-777777777777',
      status: 'sending',
      counts: { total: 2, queued: 1, sending: 0, sent: 0, delivered: 1, failed: 0, skipped: 0, unknown: 0 },
      progress: 0.5,
    };
    last().frame({ type: 'blast_progress', blast });
    last().frame({ type: 'blast_progress', blast: { id: 'not-an-id' } });
    expect(events.filter((e) => e.type === 'blast_progress')).toEqual([{ type: 'blast_progress', blast }]);
  });
});
