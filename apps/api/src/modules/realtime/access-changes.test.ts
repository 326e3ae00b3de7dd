import { describe, expect, it } from 'vitest';
import {
  isMessage,
  PG_URL,
  REDIS_URL,
  roomSockets,
  useListeningApp,
  useTwoServers,
} from '../../../test/room-sockets.ts';
import {
  api,
  hostEvent,
  person,
  rsvp,
  type SocialTestApp,
  type TestSocket,
  ticket,
} from '../../../test/social-test-kit.ts';
import { wsUrl } from '../../../test/two-servers.ts';

/**
 * Access is checked on join and send; these check that an open socket also stops receiving a
 * room's messages once its person loses access (RSVP changed to No, ticket refunded: told before
 * the approval answers, ticket claimed by someone else, declined by the host), on the server
 * where the change happened or on another one (PostgreSQL + Redis run).
 */
async function scenario(t: SocialTestApp, actionsUrl: string, socketsUrl: string) {
  const host = await person(t, { name: 'Hosty' });
  const [ann, ben, cat, dan, eve] = await Promise.all(
    ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name) => person(t, { name })),
  );
  const eventId = await hostEvent(t, host);
  await rsvp(t, eventId, ann!);
  await rsvp(t, eventId, ben!);
  await ticket(t, eventId, cat!);
  await ticket(t, eventId, dan!);
  const roomId = (await api(t, ben!, 'GET', `events/${eventId}/chat`)).body.data.roomId as string;
  const room = roomSockets(t, roomId);
  try {
    const benSocket = await room.join(ben!, actionsUrl);
    const sockets = {
      ann: await room.join(ann!, socketsUrl),
      cat: await room.join(cat!, socketsUrl),
      dan: await room.join(dan!, socketsUrl),
    };
    const say = async (body: string) => {
      benSocket.send({ type: 'send', roomId, body, clientId: body.replaceAll(' ', '-') });
      await benSocket.next(isMessage(body));
    };
    const dropped = async (s: TestSocket, body: string) => {
      expect(await s.next((f) => f.type === 'error' && f.roomId === roomId)).toMatchObject({
        code: 'FORBIDDEN',
        roomId,
      });
      await say(body);
      expect(await s.none(isMessage(body))).toBe(true);
    };

    await say('everyone');
    for (const s of Object.values(sockets)) await s.next(isMessage('everyone'));

    // Ann changes her RSVP to No.
    expect((await api(t, ann!, 'POST', `events/${eventId}/rsvp`, { answer: 'No' })).status).toBe(200);
    await dropped(sockets.ann, 'after no');
    await sockets.cat.next(isMessage('after no'));

    // Cat asks for a refund and the host approves: no job runs, the approval itself tells the sockets.
    const order = await t.db.maybeOne<{ id: string }>('SELECT id FROM orders WHERE buyer_id = $1', [
      cat!.userId,
    ]);
    const asked = await api(t, cat!, 'POST', `orders/${order!.id}/refund-requests`, { reason: 'Ill' });
    expect((await api(t, host, 'POST', `refund-requests/${asked.body.data.id}/approve`, {})).status).toBe(
      200,
    );
    await dropped(sockets.cat, 'after refund');
    await sockets.dan.next(isMessage('after refund'));

    // Dan shares his ticket and Eve claims it.
    const danTicket = await t.db.maybeOne<{ id: string }>('SELECT id FROM tickets WHERE holder_id = $1', [
      dan!.userId,
    ]);
    const share = await api(t, dan!, 'POST', `tickets/${danTicket!.id}/share`);
    expect((await api(t, eve!, 'POST', `shared/${share.body.data.shareToken}/claim`)).status).toBe(200);
    await dropped(sockets.dan, 'after claim');

    // Ben keeps receiving throughout; a rejoin by someone without access is refused.
    sockets.ann.send({ type: 'join', roomId });
    expect(await sockets.ann.next((f) => f.roomId === roomId)).toMatchObject({
      type: 'error',
      code: 'FORBIDDEN',
    });
  } finally {
    room.closeAll();
  }
}

describe.runIf(!PG_URL)('sockets losing access, one server with the in-process pub/sub (PGlite run)', () => {
  const t = useListeningApp();

  it('stops delivering a room to a socket whose person lost access', async () => {
    await scenario(t, wsUrl(t.app), wsUrl(t.app));
  });

  it('drops a declined guest from the room', async () => {
    const host = await person(t, { name: 'Hosty' });
    const [gus, hal] = await Promise.all(['Gus', 'Hal'].map((name) => person(t, { name })));
    const eventId = await hostEvent(t, host);
    await t.db.query('UPDATE events SET approval_required = true WHERE id = $1', [eventId]);
    await rsvp(t, eventId, hal!);
    await api(t, gus!, 'POST', `events/${eventId}/rsvp`, { answer: 'Yes' });
    expect((await api(t, host, 'POST', `events/${eventId}/rsvps/${gus!.userId}/approve`)).status).toBe(200);
    const roomId = (await api(t, gus!, 'GET', `events/${eventId}/chat`)).body.data.roomId as string;
    const room = roomSockets(t, roomId);
    try {
      const gusSocket = await room.join(gus!, wsUrl(t.app));
      const halSocket = await room.join(hal!, wsUrl(t.app));
      expect((await api(t, host, 'POST', `events/${eventId}/rsvps/${gus!.userId}/decline`)).status).toBe(200);
      expect(await gusSocket.next((f) => f.type === 'error')).toMatchObject({ code: 'FORBIDDEN', roomId });
      halSocket.send({ type: 'send', roomId, body: 'after decline', clientId: 'd-1' });
      await halSocket.next(isMessage('after decline'));
      expect(await gusSocket.none(isMessage('after decline'))).toBe(true);
    } finally {
      room.closeAll();
    }
  });
});

describe.runIf(PG_URL && REDIS_URL)('sockets losing access across two servers (PostgreSQL + Redis)', () => {
  const servers = useTwoServers();

  it('drops the room on the other server too', async () => {
    const { t, second } = servers;
    expect(second.ctx.providers.pubsub.name).toBe('redis');
    await scenario(t, wsUrl(t.app), wsUrl(second));
  });
});
