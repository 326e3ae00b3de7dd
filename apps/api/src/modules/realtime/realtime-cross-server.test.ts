import { describe, expect, it } from 'vitest';
import { PG_URL, REDIS_URL, useListeningApp, useTwoServers } from '../../../test/room-sockets.ts';
import {
  api,
  assertNoLeaks,
  connectSocket,
  hostEvent,
  person,
  rsvp,
  type SocialTestApp,
  type TestSocket,
} from '../../../test/social-test-kit.ts';
import { wsUrl } from '../../../test/two-servers.ts';

/**
 * Fan-out across servers. With PostgreSQL and Redis (CI sets TEST_DATABASE_URL and
 * TEST_REDIS_URL): two real servers on two ports over one schema and one Redis. On the PGlite
 * run there is no second server to share the database with, so the same scenario runs on one
 * server with the in-process pub/sub, and the two-server case is reported as skipped.
 */
async function scenario(t: SocialTestApp, urls: [string, string]) {
  const host = await person(t, { name: 'Hosty' });
  const ann = await person(t, { name: 'Ann' });
  const ben = await person(t, { name: 'Ben' });
  const eventId = await hostEvent(t, host);
  await rsvp(t, eventId, ann);
  await rsvp(t, eventId, ben);
  const roomId = (await api(t, ann, 'GET', `events/${eventId}/chat`)).body.data.roomId as string;
  const sockets: TestSocket[] = [];
  try {
    const onFirst = await connectSocket(t, urls[0], ann);
    const onSecond = await connectSocket(t, urls[1], ben);
    sockets.push(onFirst, onSecond);
    for (const s of sockets) {
      s.send({ type: 'join', roomId });
      await s.next((f) => f.type === 'joined');
    }
    onFirst.send({ type: 'send', roomId, body: 'across servers', clientId: 'x-1' });
    const arrived = await onSecond.next((f) => f.type === 'message');
    expect(arrived).toMatchObject({ roomId, message: { body: 'across servers', senderId: ann.userId } });
    expect(await onFirst.next((f) => f.type === 'message')).toEqual(arrived);

    await api(t, ann, 'POST', `users/${ben.userId}/connection`, { eventId });
    expect(await onSecond.next((f) => f.type === 'notification')).toMatchObject({
      notification: { type: 'like', payload: { userId: ann.userId } },
    });

    // Ben signs out through the first server: his socket on the second closes with 4401.
    expect((await api(t, ben, 'GET', 'logout')).status).toBe(200);
    expect(await onSecond.closed).toBe(4401);
    expect(onFirst.ws.readyState).toBe(onFirst.ws.OPEN);
  } finally {
    for (const s of sockets) s.ws.terminate();
  }
}

describe.runIf(PG_URL && REDIS_URL)('two servers over one PostgreSQL and one Redis', () => {
  const servers = useTwoServers();

  it('delivers a message and a notification from the first server to a socket on the second, and closes it when its session signs out', async () => {
    const { t, second } = servers;
    expect(second.ctx.providers.pubsub.name).toBe('redis');
    await scenario(t, [wsUrl(t.app), wsUrl(second)]);
  });

  it('never shows anyone else’s phone number or e-mail', () => {
    assertNoLeaks(servers.t);
  });
});

describe.runIf(!PG_URL)('two sockets on one server with the in-process pub/sub (PGlite run)', () => {
  const t = useListeningApp();

  it('delivers a message from one socket to the other, and notifications too, and closes it on sign-out', async () => {
    expect(t.app.ctx.providers.pubsub.name).toBe('in-process');
    await scenario(t, [wsUrl(t.app), wsUrl(t.app)]);
  });

  it('never shows anyone else’s phone number or e-mail', () => {
    assertNoLeaks(t);
  });
});
