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
} from '../../../test/social-test-kit.ts';

describe('connection requests, matches and unmatch', () => {
  let t: SocialTestApp;
  let host: Person;
  let eventId: string;

  beforeAll(async () => {
    t = await socialApp();
    host = await person(t, { name: 'Hosty' });
    eventId = await hostEvent(t, host);
  });
  afterAll(() => t.close());

  async function guests(n: number): Promise<Person[]> {
    const out: Person[] = [];
    for (let i = 0; i < n; i++) {
      const p = await person(t, { intent: i % 2 ? 'Friendship' : 'Dating' });
      await rsvp(t, eventId, p);
      out.push(p);
    }
    return out;
  }
  const connect = (from: Person, to: Person, event = eventId) =>
    api(t, from, 'POST', `users/${to.userId}/connection`, { eventId: event });
  const notifications = (who: Person, type: string) =>
    t.db.query<{ type: string; payload: Record<string, unknown> }>(
      'SELECT type, payload FROM notifications WHERE user_id = $1 AND type = $2',
      [who.userId, type],
    );

  it('sends a request that carries the sender’s intent and notifies the receiver once', async () => {
    const [a, b] = await guests(2);
    const first = await connect(a!, b!);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ status: 'Connection Request Sent' });
    const again = await connect(a!, b!);
    expect(again.body.data).toEqual({ status: 'Connection Request Sent' });
    const likes = await notifications(b!, 'like');
    expect(likes).toHaveLength(1);
    expect(likes[0]!.payload).toMatchObject({
      userId: a!.userId,
      eventId,
      intent: 'Dating',
      intentIcon: 'Heart',
    });
    const received = await api(t, b!, 'GET', 'connection-requests');
    expect(received.body.data.items).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: a!.userId }),
        eventId,
        event: { id: eventId, title: 'Jazz Night', startsAt: expect.any(String) },
        intent: 'Dating',
      }),
    ]);
    const card = (await api(t, b!, 'GET', `events/${eventId}/guests`)).body.data.items.find(
      (g: { id: string }) => g.id === a!.userId,
    );
    expect(card.connectionStatus).toBe('Request Received');
    expect(await notifications(a!, 'matched')).toHaveLength(0);
  });

  it('matches only when both have sent a request, opens a direct chat and notifies both', async () => {
    const [a, b] = await guests(2);
    await connect(a!, b!);
    expect((await api(t, a!, 'GET', 'matches')).body.data.items).toEqual([]);
    const back = await connect(b!, a!);
    expect(back.body.data).toEqual({ status: 'Matched' });
    const matchesA = (await api(t, a!, 'GET', 'matches')).body.data.items;
    const matchesB = (await api(t, b!, 'GET', 'matches')).body.data.items;
    expect(matchesA).toEqual([
      {
        user: expect.objectContaining({ id: b!.userId }),
        eventId,
        event: { id: eventId, title: 'Jazz Night', startsAt: expect.any(String) },
        roomId: expect.any(String),
        matchedAt: expect.any(String),
      },
    ]);
    expect(matchesB[0].roomId).toBe(matchesA[0].roomId);
    expect(await notifications(a!, 'matched')).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ userId: b!.userId, roomId: matchesA[0].roomId }),
      }),
    ]);
    expect(await notifications(b!, 'matched')).toHaveLength(1);
    expect((await connect(a!, b!)).body.data).toEqual({ status: 'Matched' });
    expect(await notifications(a!, 'matched')).toHaveLength(1);
    const sent = await api(t, a!, 'POST', `chats/${matchesA[0].roomId}/messages`, {
      body: 'hi!',
      clientId: 'c1',
    });
    expect(sent.status).toBe(200);
    expect((await api(t, b!, 'GET', 'connection-requests')).body.data.items).toEqual([]);
  });

  it('matches exactly once when both send at the same moment', async () => {
    const [a, b] = await guests(2);
    const [x, y] = await Promise.all([connect(a!, b!), connect(b!, a!)]);
    expect([x.body.data.status, y.body.data.status].sort()).toEqual(['Connection Request Sent', 'Matched']);
    expect(await notifications(a!, 'matched')).toHaveLength(1);
    expect(await notifications(b!, 'matched')).toHaveLength(1);
  });

  it('refuses outside the connect window: more than a day before, or two days after the end', async () => {
    const [a, b] = await guests(2);
    const future = await hostEvent(t, host, { startsInHours: 25 });
    const soon = await hostEvent(t, host, { startsInHours: 23 });
    const past = await hostEvent(t, host, { startsInHours: -52, durationHours: 3 });
    const recent = await hostEvent(t, host, { startsInHours: -50, durationHours: 3 });
    for (const e of [future, soon, past, recent]) {
      await rsvp(t, e, a!);
      await rsvp(t, e, b!);
    }
    expect((await connect(a!, b!, future)).status).toBe(403);
    expect((await connect(a!, b!, past)).status).toBe(403);
    expect((await connect(a!, b!, soon)).status).toBe(200);
    expect((await connect(b!, a!, recent)).body.data.status).toBe('Matched');
  });

  it('is only between guests of the same event, when matching is on', async () => {
    const [a] = await guests(1);
    const outsider = await person(t);
    expect((await connect(a!, outsider)).status).toBe(403);
    expect((await connect(outsider, a!)).status).toBe(403);
    expect((await connect(a!, host)).status).toBe(403);
    expect((await connect(a!, a!)).status).toBe(400);
    expect((await connect(a!, outsider, crypto.randomUUID())).status).toBe(404);
    const quiet = await hostEvent(t, host, { matchingOn: false });
    const b = await person(t);
    await rsvp(t, quiet, a!);
    await rsvp(t, quiet, b);
    expect((await connect(a!, b, quiet)).status).toBe(403);
    expect((await api(t, a!, 'POST', `users/${b.userId}/connection`, {})).status).toBe(400);
  });

  it('hides blocked people: no request either way', async () => {
    const [a, b] = await guests(2);
    await api(t, b!, 'POST', `users/${a!.userId}/block`);
    expect((await connect(a!, b!)).status).toBe(404);
    expect((await connect(b!, a!)).status).toBe(404);
  });

  it('lets the receiver decline without telling the sender', async () => {
    const [a, b] = await guests(2);
    await connect(a!, b!);
    const declined = await api(t, b!, 'POST', `users/${a!.userId}/connection/decline`);
    expect(declined.body.data).toEqual({ status: null });
    expect((await api(t, b!, 'GET', 'connection-requests')).body.data.items).toEqual([]);
    const card = (await api(t, a!, 'GET', `events/${eventId}/guests`)).body.data.items.find(
      (g: { id: string }) => g.id === b!.userId,
    );
    expect(card.connectionStatus).toBe('Connection Request Sent');
    expect((await api(t, b!, 'POST', `users/${a!.userId}/connection/decline`)).status).toBe(404);
    expect((await connect(b!, a!)).body.data.status).toBe('Matched');
  });

  it('unmatch ends the chat for both, for good', async () => {
    const [a, b] = await guests(2);
    await connect(a!, b!);
    await connect(b!, a!);
    const roomId = (await api(t, a!, 'GET', 'matches')).body.data.items[0].roomId;
    await api(t, b!, 'POST', `chats/${roomId}/messages`, { body: 'hello', clientId: 'm1' });
    const room = await api(t, a!, 'GET', `chats/${roomId}`);
    expect(room.body.data).toEqual({
      roomId,
      kind: 'direct',
      eventId,
      event: { id: eventId, title: 'Jazz Night', startsAt: expect.any(String) },
      title: expect.any(String),
      otherUser: { id: b!.userId, firstName: room.body.data.title, profilePhoto: null },
      memberCount: 2,
      canModerate: false,
    });
    const outsider = (await guests(1))[0]!;
    expect((await api(t, outsider, 'GET', `chats/${roomId}`)).status).toBe(403);
    const unmatched = await api(t, a!, 'DELETE', `users/${b!.userId}/connection`);
    expect(unmatched.body.data).toEqual({ status: null });
    for (const who of [a!, b!]) {
      expect((await api(t, who, 'GET', 'matches')).body.data.items).toEqual([]);
      expect((await api(t, who, 'GET', `chats/${roomId}/messages`)).status).toBe(403);
      expect((await api(t, who, 'GET', `chats/${roomId}`)).status).toBe(403);
      const write = await api(t, who, 'POST', `chats/${roomId}/messages`, {
        body: 'still there?',
        clientId: 'm2',
      });
      expect(write.status).toBe(403);
      expect((await api(t, who, 'GET', 'chats')).body.data.items).toEqual([]);
    }
    expect((await connect(a!, b!)).status).toBe(409);
    expect((await connect(b!, a!)).status).toBe(409);
    expect((await api(t, a!, 'DELETE', `users/${b!.userId}/connection`)).status).toBe(404);
  });

  it('withdraws a request not yet answered', async () => {
    const [a, b] = await guests(2);
    await connect(a!, b!);
    expect((await api(t, a!, 'DELETE', `users/${b!.userId}/connection`)).body.data).toEqual({ status: null });
    expect((await api(t, b!, 'GET', 'connection-requests')).body.data.items).toEqual([]);
  });

  it('shows the other person’s profile once a request links them', async () => {
    const [a, b] = await guests(2);
    await connect(a!, b!);
    // Neither is going any more: only the request links them now.
    await t.db.query('DELETE FROM rsvps WHERE event_id = $1 AND user_id = ANY($2::uuid[])', [
      eventId,
      [a!.userId, b!.userId],
    ]);
    expect((await api(t, await person(t), 'GET', `users/${a!.userId}/public`)).status).toBe(404);
    const profile = await api(t, b!, 'GET', `users/${a!.userId}/public`);
    expect(profile.status).toBe(200);
    expect(profile.body.data.connectionStatus).toBe('Request Received');
  });

  it('never shows anyone else’s phone number or e-mail', () => {
    assertNoLeaks(t);
  });
});
