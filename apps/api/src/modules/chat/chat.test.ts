import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  assertNoLeaks,
  hostEvent,
  type Person,
  person,
  rsvp,
  type SocialTestApp,
  socialApp,
  ticket,
} from '../../../test/social-test-kit.ts';
import { InProcessTokenBucket } from '../../realtime/in-process-token-bucket.ts';

describe('chat over HTTP: rooms, history, limits and access', () => {
  let t: SocialTestApp;
  let now = Date.parse('2030-01-01T00:00:00Z');
  let host: Person;
  let ann: Person;
  let ben: Person;
  let eventId: string;
  let roomId: string;

  beforeAll(async () => {
    t = await socialApp({}, { providers: { rateLimits: new InProcessTokenBucket(() => now) } });
    host = await person(t, { name: 'Hosty' });
    ann = await person(t, { name: 'Ann' });
    ben = await person(t, { name: 'Ben' });
    eventId = await hostEvent(t, host, { title: 'Jazz Night' });
    await rsvp(t, eventId, ann);
    await rsvp(t, eventId, ben);
    roomId = (await api(t, ann, 'GET', `events/${eventId}/chat`)).body.data.roomId;
  });
  afterAll(() => t.close());

  const send = (who: Person, body: string, clientId: string, room = roomId) =>
    api(t, who, 'POST', `chats/${room}/messages`, { body, clientId });

  it('gives the host and attending guests the same event chat room', async () => {
    expect(roomId).toEqual(expect.any(String));
    for (const who of [host, ben]) {
      expect((await api(t, who, 'GET', `events/${eventId}/chat`)).body.data.roomId).toBe(roomId);
    }
    const stranger = await person(t);
    const maybe = await person(t);
    await rsvp(t, eventId, maybe, 'Maybe');
    const refusedWith = async (res: Promise<{ status: number; body: { error: { code: string } } }>) => {
      const { status, body } = await res;
      return [status, body.error.code];
    };
    for (const outsider of [stranger, maybe]) {
      expect(await refusedWith(api(t, outsider, 'GET', `events/${eventId}/chat`))).toEqual([
        403,
        'NOT_ATTENDING',
      ]);
    }
    expect(await refusedWith(api(t, stranger, 'GET', `chats/${roomId}/messages`))).toEqual([
      403,
      'NOT_ATTENDING',
    ]);
    expect(await refusedWith(api(t, stranger, 'GET', `chats/${roomId}`))).toEqual([403, 'NOT_ATTENDING']);
    expect(await refusedWith(send(stranger, 'let me in', 's1'))).toEqual([403, 'NOT_ATTENDING']);
    const quiet = await hostEvent(t, host, { chatOn: false });
    await rsvp(t, quiet, ann);
    expect(await refusedWith(api(t, ann, 'GET', `events/${quiet}/chat`))).toEqual([403, 'CHAT_OFF']);
    expect((await api(t, ann, 'GET', `chats/${crypto.randomUUID()}/messages`)).status).toBe(404);
  });

  it('stores plain text exactly as sent (trimmed), XSS payloads included', async () => {
    const payloads = ['<script>alert(1)</script>', '"><img src=x onerror=alert(2)>', 'javascript:alert(3)'];
    for (const [i, body] of payloads.entries()) {
      const res = await send(ann, `  ${body}\n`, `xss-${i}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ body, clientId: `xss-${i}`, senderId: ann.userId });
    }
    const history = await api(t, ben, 'GET', `chats/${roomId}/messages?limit=3`);
    expect(history.body.data.items.map((m: { body: string }) => m.body)).toEqual([...payloads].reverse());
    expect(history.body.data.senders).toEqual([{ id: ann.userId, firstName: 'Ann', profilePhoto: null }]);
    expect(history.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses an empty message and one over 2,000 characters (TOO_LONG); 2,000 emoji fit', async () => {
    expect((await send(ann, '   ', 'empty')).status).toBe(400);
    const tooLong = await send(ann, 'a'.repeat(2001), 'long');
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.error.code).toBe('TOO_LONG');
    expect((await send(ann, '😀'.repeat(2000), 'emoji')).status).toBe(200);
    expect((await send(ann, 'ok', 'bad id!')).status).toBe(400);
  });

  it('keeps one message per clientId: a resend returns the same message', async () => {
    const first = await send(ben, 'only once', 'resend-1');
    const again = await send(ben, 'only once', 'resend-1');
    expect(again.body.data).toEqual(first.body.data);
    const count = await t.db.maybeOne<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages WHERE client_id = 'resend-1'`,
    );
    expect(count!.n).toBe(1);
  });

  it('pages history newest first with before', async () => {
    const room = (await api(t, ann, 'GET', `events/${await freshEvent()}/chat`)).body.data.roomId;
    for (let i = 1; i <= 7; i++) await send(ann, `m${i}`, `page-${i}`, room);
    const first = await api(t, ann, 'GET', `chats/${room}/messages?limit=3`);
    expect(first.body.data.items.map((m: { body: string }) => m.body)).toEqual(['m7', 'm6', 'm5']);
    expect(first.body.data.hasMore).toBe(true);
    const before = first.body.data.items.at(-1).id;
    const second = await api(t, ann, 'GET', `chats/${room}/messages?limit=3&before=${before}`);
    expect(second.body.data.items.map((m: { body: string }) => m.body)).toEqual(['m4', 'm3', 'm2']);
    const last = await api(
      t,
      ann,
      'GET',
      `chats/${room}/messages?limit=3&before=${second.body.data.items.at(-1).id}`,
    );
    expect(last.body.data).toMatchObject({
      hasMore: false,
      items: [expect.objectContaining({ body: 'm1' })],
    });
    expect((await api(t, ann, 'GET', `chats/${room}/messages?limit=51`)).status).toBe(400);
    expect((await api(t, ann, 'GET', `chats/${room}/messages?before=${crypto.randomUUID()}`)).status).toBe(
      404,
    );
  });

  it('rate limits a burst of 10 per person and room, then one every 5 s', async () => {
    const room = (await api(t, ben, 'GET', `events/${await freshEvent()}/chat`)).body.data.roomId;
    for (let i = 0; i < 10; i++) expect((await send(ben, `burst ${i}`, `rl-${i}`, room)).status).toBe(200);
    const eleventh = await send(ben, 'one too many', 'rl-10', room);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.code).toBe('RATE_LIMITED');
    expect(Number(eleventh.headers['retry-after'])).toBe(5);
    expect((await send(ann, 'someone else is fine', 'rl-ann', room)).status).toBe(200);
    expect((await send(ben, 'a resend is free', 'rl-3', room)).status).toBe(200);
    now += 5000;
    expect((await send(ben, 'after refill', 'rl-11', room)).status).toBe(200);
    expect((await send(ben, 'too soon', 'rl-12', room)).status).toBe(429);
  });

  it('removes a message for its sender, or for the host in the event chat, and no one else', async () => {
    const mine = (await send(ann, 'delete me', 'del-1')).body.data.id;
    const other = (await send(ann, 'not yours', 'del-2')).body.data.id;
    expect((await api(t, ben, 'DELETE', `chats/${roomId}/messages/${other}`)).status).toBe(403);
    expect((await api(t, ann, 'DELETE', `chats/${roomId}/messages/${mine}`)).body.data).toEqual({
      removed: true,
    });
    expect((await api(t, host, 'DELETE', `chats/${roomId}/messages/${other}`)).body.data).toEqual({
      removed: true,
    });
    const bodies = (await api(t, ben, 'GET', `chats/${roomId}/messages`)).body.data.items.map(
      (m: { body: string }) => m.body,
    );
    expect(bodies).not.toContain('delete me');
    expect(bodies).not.toContain('not yours');
    expect((await api(t, ann, 'DELETE', `chats/${roomId}/messages/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('hides the messages of people either side has blocked', async () => {
    const room = (await api(t, ann, 'GET', `events/${await freshEvent()}/chat`)).body.data.roomId;
    await send(ben, 'from ben', 'b-1', room);
    await send(ann, 'from ann', 'a-1', room);
    await api(t, ann, 'POST', `users/${ben.userId}/block`);
    const asAnn = await api(t, ann, 'GET', `chats/${room}/messages`);
    expect(asAnn.body.data.items.map((m: { body: string }) => m.body)).toEqual(['from ann']);
    const asBen = await api(t, ben, 'GET', `chats/${room}/messages`);
    expect(asBen.body.data.items.map((m: { body: string }) => m.body)).toEqual(['from ben']);
    await api(t, ann, 'DELETE', `users/${ben.userId}/block`);
  });

  it('opens Contact Host for an attending guest and lists chats with unread counts', async () => {
    const res = await api(t, ben, 'POST', `events/${eventId}/contact-host`, { body: 'Is there parking?' });
    expect(res.status).toBe(200);
    const hostRoom = res.body.data.roomId;
    expect((await api(t, host, 'POST', `events/${eventId}/contact-host`, { body: 'me?' })).status).toBe(400);
    const stranger = await person(t);
    expect((await api(t, stranger, 'POST', `events/${eventId}/contact-host`, { body: 'hi' })).status).toBe(
      403,
    );
    expect((await api(t, ann, 'GET', `chats/${hostRoom}/messages`)).status).toBe(403);

    const hostChats = (await api(t, host, 'GET', 'chats')).body.data.items;
    const contact = hostChats.find((c: { roomId: string }) => c.roomId === hostRoom);
    expect(contact).toMatchObject({
      kind: 'host',
      title: 'Ben',
      unread: 1,
      lastMessage: { body: 'Is there parking?' },
    });
    const benChats = (await api(t, ben, 'GET', 'chats')).body.data.items;
    expect(benChats.find((c: { roomId: string }) => c.roomId === hostRoom)).toMatchObject({
      title: 'Night Owls',
      unread: 0,
    });
    await api(t, host, 'GET', `chats/${hostRoom}/messages`);
    const after = (await api(t, host, 'GET', 'chats')).body.data.items.find(
      (c: { roomId: string }) => c.roomId === hostRoom,
    );
    expect(after.unread).toBe(0);
    const note = await t.db.query<{ read_at: Date | null }>(
      `SELECT payload, read_at FROM notifications WHERE user_id = $1 AND type = 'message'`,
      [host.userId],
    );
    expect(note).toHaveLength(1);
    // Reading the room read the notification that announced it, and only the host's.
    expect(note[0]?.read_at).not.toBeNull();
  });

  it('reading a room reads its message notifications, not those of other rooms or people', async () => {
    const other = await freshEvent();
    const first = (await api(t, ben, 'POST', `events/${eventId}/contact-host`, { body: 'Parking again?' }))
      .body.data.roomId;
    const second = (await api(t, ben, 'POST', `events/${other}/contact-host`, { body: 'And here?' })).body
      .data.roomId;
    const unread = async (roomId: string) =>
      (
        await t.db.query(
          `SELECT id FROM notifications WHERE user_id = $1 AND type = 'message' AND read_at IS NULL
             AND payload->>'roomId' = $2`,
          [host.userId, roomId],
        )
      ).length;
    expect(await unread(second)).toBe(1);
    await api(t, host, 'GET', `chats/${second}/messages`);
    expect(await unread(second)).toBe(0);
    // An older page is not the room read.
    const newest = (await send(ben, 'one more', 'b-more', first)).body.data.id;
    expect(await unread(first)).toBe(1);
    await api(t, host, 'GET', `chats/${first}/messages?before=${newest}`);
    expect(await unread(first)).toBe(1);
    // Ben's own copy of the room is his to read; the host's notification stays.
    await api(t, ben, 'GET', `chats/${first}/messages`);
    expect(await unread(first)).toBe(1);
  });

  it('describes a room to the people who may use it: event chat and Contact Host', async () => {
    const id = await freshEvent();
    const room = (await api(t, ann, 'GET', `events/${id}/chat`)).body.data.roomId;
    const holder = await person(t, { name: 'Tia Holder' });
    await ticket(t, id, holder);
    const asAnn = await api(t, ann, 'GET', `chats/${room}`);
    expect(asAnn.status).toBe(200);
    // The host, Ann, Ben and the ticket holder.
    expect(asAnn.body.data).toEqual({
      roomId: room,
      kind: 'event',
      eventId: id,
      event: { id, title: 'Jazz Night', startsAt: expect.any(String) },
      title: 'Jazz Night',
      otherUser: null,
      memberCount: 4,
      canModerate: false,
    });
    expect((await api(t, host, 'GET', `chats/${room}`)).body.data.canModerate).toBe(true);
    expect((await api(t, holder, 'GET', `chats/${room}`)).status).toBe(200);

    const contact = await api(t, ben, 'POST', `events/${id}/contact-host`, { body: 'Which door?' });
    const hostRoom = contact.body.data.roomId;
    expect((await api(t, ben, 'GET', `chats/${hostRoom}`)).body.data).toMatchObject({
      kind: 'host',
      title: 'Night Owls',
      otherUser: { id: host.userId, firstName: 'Hosty' },
      memberCount: 2,
      canModerate: false,
    });
    expect((await api(t, host, 'GET', `chats/${hostRoom}`)).body.data).toMatchObject({
      title: 'Ben',
      otherUser: { id: ben.userId, firstName: 'Ben' },
    });
    expect((await api(t, ann, 'GET', `chats/${hostRoom}`)).status).toBe(403);
    expect((await api(t, ann, 'GET', `chats/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('never shows anyone else’s phone number or e-mail', () => {
    assertNoLeaks(t);
  });

  async function freshEvent(): Promise<string> {
    const id = await hostEvent(t, host);
    await rsvp(t, id, ann);
    await rsvp(t, id, ben);
    return id;
  }
});
