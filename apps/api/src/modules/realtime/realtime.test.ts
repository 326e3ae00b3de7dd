import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { isMessage } from '../../../test/room-sockets.ts';
import {
  api,
  assertNoLeaks,
  connectSocket,
  hostEvent,
  type Person,
  person,
  rsvp,
  type SocialTestApp,
  socialApp,
  type TestSocket,
  wrapSocket,
} from '../../../test/social-test-kit.ts';
import { InProcessTokenBucket } from '../../realtime/in-process-token-bucket.ts';
import { secondSession } from './session-fixtures.ts';

describe('the real-time WebSocket on one server', () => {
  let t: SocialTestApp;
  let url: string;
  let now = Date.parse('2030-01-01T00:00:00Z');
  let host: Person;
  let ann: Person;
  let ben: Person;
  let eventId: string;
  let roomId: string;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    t = await socialApp(
      { REALTIME_AUTH_TIMEOUT_MS: '300' },
      { providers: { rateLimits: new InProcessTokenBucket(() => now) } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/realtime`;
    host = await person(t, { name: 'Hosty' });
    ann = await person(t, { name: 'Ann' });
    ben = await person(t, { name: 'Ben' });
    eventId = await hostEvent(t, host);
    await rsvp(t, eventId, ann);
    await rsvp(t, eventId, ben);
    roomId = (await api(t, ann, 'GET', `events/${eventId}/chat`)).body.data.roomId;
  });
  afterAll(async () => {
    for (const s of open) s.ws.terminate();
    await t.close();
  });

  const socket = async (who: Person) => {
    const s = await connectSocket(t, url, who);
    open.push(s);
    return s;
  };
  const raw = async () => {
    const ws = new WebSocket(url);
    await new Promise((resolve) => ws.once('open', resolve));
    const s = wrapSocket(t, ws, () => null);
    open.push(s);
    return s;
  };
  const joined = async (who: Person, room = roomId) => {
    const s = await socket(who);
    s.send({ type: 'join', roomId: room });
    expect(await s.next()).toEqual({ type: 'joined', roomId: room });
    return s;
  };

  it('authenticates with the first frame and answers ready with the user id', async () => {
    const s = await raw();
    s.send({ type: 'auth', token: ann.token });
    expect(await s.next()).toEqual({ type: 'ready', userId: ann.userId });
    const v2 = await connectSocket(t, url.replace('/api/v1/', '/api/v2/'), ben);
    open.push(v2);
    v2.send({ type: 'join', roomId });
    expect(await v2.next()).toEqual({ type: 'joined', roomId });
  });

  it('closes with 4401 on a bad token, a first frame that is not auth, or no auth in time', async () => {
    const bad = await raw();
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect(await bad.closed).toBe(4401);
    const early = await raw();
    early.send({ type: 'join', roomId });
    expect(await early.closed).toBe(4401);
    const junk = await raw();
    junk.ws.send('not json');
    expect(await junk.closed).toBe(4401);
    const silent = await raw();
    expect(await silent.closed).toBe(4401);
  });

  it('refuses to join a room the person is not in', async () => {
    const stranger = await person(t);
    const s = await socket(stranger);
    s.send({ type: 'join', roomId });
    expect(await s.next()).toMatchObject({ type: 'error', code: 'FORBIDDEN', roomId });
    const unknown = crypto.randomUUID();
    s.send({ type: 'join', roomId: unknown });
    expect(await s.next()).toMatchObject({ type: 'error', code: 'FORBIDDEN', roomId: unknown });
    s.send({ type: 'send', roomId, body: 'sneaky', clientId: 'x1' });
    expect(await s.next()).toMatchObject({ type: 'error', code: 'FORBIDDEN', clientId: 'x1' });
  });

  it('delivers a sent message to every socket in the room, sender included, after storing it', async () => {
    const a = await joined(ann);
    const b = await joined(ben);
    a.send({ type: 'send', roomId, body: '  <b>hello</b> room  ', clientId: 'live-1' });
    const toA = await a.next(isMessage('<b>hello</b> room'));
    const toB = await b.next(isMessage('<b>hello</b> room'));
    expect(toB).toEqual(toA);
    expect(toA).toEqual({
      type: 'message',
      roomId,
      message: {
        id: expect.any(String),
        clientId: 'live-1',
        senderId: ann.userId,
        body: '<b>hello</b> room',
        sentAt: expect.any(String),
      },
    });
    const stored = await api(t, ben, 'GET', `chats/${roomId}/messages?limit=1`);
    expect(stored.body.data.items[0]).toEqual(toA.message as object);
  });

  it('answers a resend after a reconnect with the stored message, to the sender only', async () => {
    const b = await joined(ben);
    const first = await joined(ann);
    first.send({ type: 'send', roomId, body: 'sent once', clientId: 'again-1' });
    const original = await first.next(isMessage('sent once'));
    await b.next(isMessage('sent once'));
    first.ws.close();
    const second = await joined(ann);
    second.send({ type: 'send', roomId, body: 'sent once', clientId: 'again-1' });
    expect(await second.next(isMessage('sent once'))).toEqual(original);
    expect(await b.none(isMessage('sent once'))).toBe(true);
    const n = await t.db.maybeOne<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages WHERE client_id = 'again-1'`,
    );
    expect(n!.n).toBe(1);
  });

  it('refuses oversize, empty and malformed sends with the clientId', async () => {
    const a = await joined(ann);
    a.send({ type: 'send', roomId, body: 'x'.repeat(2001), clientId: 'big' });
    expect(await a.next()).toMatchObject({ type: 'error', code: 'TOO_LONG', clientId: 'big' });
    a.send({ type: 'send', roomId, body: ' ', clientId: 'blank' });
    expect(await a.next()).toMatchObject({ type: 'error', code: 'VALIDATION_FAILED', clientId: 'blank' });
    a.send({ type: 'send', roomId, body: 'hi', clientId: 'no spaces allowed' });
    expect(await a.next()).toMatchObject({ type: 'error', code: 'VALIDATION_FAILED' });
    a.send({ type: 'dance' });
    expect(await a.next()).toMatchObject({ type: 'error', code: 'VALIDATION_FAILED' });
  });

  it('refuses the 11th message of a burst and allows one more after the refill', async () => {
    const room = (await api(t, ben, 'GET', `events/${eventId}/chat`)).body.data.roomId;
    const b = await joined(ben, room);
    for (let i = 0; i < 10; i++)
      b.send({ type: 'send', roomId: room, body: `burst ${i}`, clientId: `ws-rl-${i}` });
    for (let i = 0; i < 10; i++) await b.next(isMessage(`burst ${i}`));
    b.send({ type: 'send', roomId: room, body: 'eleven', clientId: 'ws-rl-10' });
    expect(await b.next()).toMatchObject({ type: 'error', code: 'RATE_LIMITED', clientId: 'ws-rl-10' });
    now += 5000;
    b.send({ type: 'send', roomId: room, body: 'refilled', clientId: 'ws-rl-11' });
    await b.next(isMessage('refilled'));
  });

  it('does not deliver messages between people when either blocked the other', async () => {
    const cat = await person(t, { name: 'Cat' });
    await rsvp(t, eventId, cat);
    const a = await joined(ann);
    const c = await joined(cat);
    const h = await joined(host);
    await api(t, ann, 'POST', `users/${cat.userId}/block`);
    c.send({ type: 'send', roomId, body: 'from cat', clientId: 'blk-1' });
    await h.next(isMessage('from cat'));
    await c.next(isMessage('from cat'));
    a.send({ type: 'send', roomId, body: 'from ann', clientId: 'blk-2' });
    await h.next(isMessage('from ann'));
    expect(await a.none(isMessage('from cat'))).toBe(true);
    expect(await c.none(isMessage('from ann'))).toBe(true);
  });

  it('publishes a removed message as message_deleted', async () => {
    const a = await joined(ann);
    const b = await joined(ben);
    a.send({ type: 'send', roomId, body: 'oops', clientId: 'del-ws' });
    const sent = (await b.next(isMessage('oops'))).message as { id: string };
    await api(t, host, 'DELETE', `chats/${roomId}/messages/${sent.id}`);
    expect(await a.next((f) => f.type === 'message_deleted')).toEqual({
      type: 'message_deleted',
      roomId,
      messageId: sent.id,
    });
    expect(await b.next((f) => f.type === 'message_deleted')).toEqual({
      type: 'message_deleted',
      roomId,
      messageId: sent.id,
    });
  });

  it('pushes notifications live and removes both sockets from a direct chat on unmatch', async () => {
    const dan = await person(t, { name: 'Dan' });
    const eve = await person(t, { name: 'Eve' });
    await rsvp(t, eventId, dan);
    await rsvp(t, eventId, eve);
    const d = await socket(dan);
    const e = await socket(eve);
    await api(t, dan, 'POST', `users/${eve.userId}/connection`, { eventId });
    const like = await e.next((f) => f.type === 'notification');
    expect(like).toMatchObject({
      type: 'notification',
      notification: { type: 'like', payload: { userId: dan.userId } },
    });
    await api(t, eve, 'POST', `users/${dan.userId}/connection`, { eventId });
    const matched = await d.next((f) => f.type === 'notification');
    const direct = (matched.notification as { payload: { roomId: string } }).payload.roomId;
    expect(await e.next((f) => f.type === 'notification')).toMatchObject({
      notification: { type: 'matched' },
    });
    for (const s of [d, e]) {
      s.send({ type: 'join', roomId: direct });
      await s.next((f) => f.type === 'joined');
    }
    d.send({ type: 'send', roomId: direct, body: 'hi eve', clientId: 'dm-1' });
    await e.next(isMessage('hi eve'));
    await api(t, eve, 'DELETE', `users/${dan.userId}/connection`);
    for (const s of [d, e]) {
      expect(await s.next((f) => f.type === 'error')).toMatchObject({ code: 'FORBIDDEN', roomId: direct });
    }
    d.send({ type: 'join', roomId: direct });
    expect(await d.next((f) => f.type !== 'message')).toMatchObject({
      type: 'error',
      code: 'FORBIDDEN',
      roomId: direct,
    });
  });

  it('closes the sockets of a session that signs out (4401), then every socket of a deleted account', async () => {
    const fay = await person(t, { name: 'Fay' });
    await rsvp(t, eventId, fay);
    const otherDevice = { ...fay, token: await secondSession(t, fay.userId) };
    const phone = await joined(fay);
    const laptop = await joined(otherDevice);
    expect((await api(t, fay, 'GET', 'logout')).status).toBe(200);
    expect(await phone.closed).toBe(4401);
    // The other session's socket stays and still gets the room's messages.
    const a = await joined(ann);
    a.send({ type: 'send', roomId, body: 'still here?', clientId: 'rev-1' });
    await laptop.next(isMessage('still here?'));
    // A socket can't authenticate with the ended session any more.
    const again = await raw();
    again.send({ type: 'auth', token: fay.token });
    expect(await again.closed).toBe(4401);

    expect((await api(t, otherDevice, 'DELETE', 'deleteUser')).status).toBe(200);
    expect(await laptop.closed).toBe(4401);
    expect(a.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('never shows anyone else’s phone number or e-mail', () => {
    assertNoLeaks(t);
  });
});
