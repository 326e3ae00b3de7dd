import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers.ts';
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
 * The host turning the event chat off closes the room for every joined socket (host included,
 * as chat off refuses everyone), on the server that saved the change and on the others; other
 * edits leave the room alone, and turning it back on lets people join again.
 */
async function scenario(t: SocialTestApp, actionsUrl: string, socketsUrl: string) {
  const host = await person(t, { name: 'Hosty' });
  const [ann, cat] = await Promise.all(['Ann', 'Cat'].map((name) => person(t, { name })));
  const eventId = await hostEvent(t, host);
  // The host's edits go through the publish check: the event needs a place.
  await t.db.query(`UPDATE events SET address = '1 Main St', city = 'Berlin' WHERE id = $1`, [eventId]);
  await rsvp(t, eventId, ann!);
  await ticket(t, eventId, cat!);
  const roomId = (await api(t, ann!, 'GET', `events/${eventId}/chat`)).body.data.roomId as string;
  const room = roomSockets(t, roomId);
  const edit = (payload: Record<string, unknown>) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/events/${eventId}`, token: host.token, payload });
  const chat = (chatOn: boolean) => edit({ settings: { chatOn } });
  try {
    const sockets = [
      await room.join(host, socketsUrl),
      await room.join(ann!, socketsUrl),
      await room.join(cat!, actionsUrl),
    ];
    const [hostSocket, annSocket, catSocket] = sockets as [TestSocket, TestSocket, TestSocket];

    // Another edit keeps everyone in.
    expect((await edit({ title: 'Renamed party' })).status).toBe(200);
    annSocket.send({ type: 'send', roomId, body: 'still here', clientId: 'still-1' });
    for (const s of sockets) await s.next(isMessage('still here'));

    expect((await chat(false)).status).toBe(200);
    for (const s of sockets) {
      expect(await s.next((f) => f.type === 'error' && f.roomId === roomId)).toMatchObject({ roomId });
    }
    // Off means off: a rejoin is refused, and nothing the old sockets joined is delivered.
    catSocket.send({ type: 'join', roomId });
    expect(await catSocket.next((f) => f.roomId === roomId)).toMatchObject({
      type: 'error',
      roomId,
    });

    expect((await chat(true)).status).toBe(200);
    for (const s of [hostSocket, annSocket]) {
      s.send({ type: 'join', roomId });
      expect(await s.next((f) => f.type === 'joined')).toEqual({ type: 'joined', roomId });
    }
    annSocket.send({ type: 'send', roomId, body: 'back on', clientId: 'back-1' });
    await hostSocket.next(isMessage('back on'));
    expect(await catSocket.none(isMessage('back on'))).toBe(true);
  } finally {
    room.closeAll();
  }
}

describe.runIf(!PG_URL)('chat turned off, one server (PGlite run)', () => {
  const t = useListeningApp();

  it('closes the room for every joined socket', async () => {
    await scenario(t, wsUrl(t.app), wsUrl(t.app));
  });
});

describe.runIf(PG_URL && REDIS_URL)('chat turned off across two servers (PostgreSQL + Redis)', () => {
  const servers = useTwoServers();

  it('closes the room on the other server too', async () => {
    await scenario(servers.t, wsUrl(servers.t.app), wsUrl(servers.second));
  });
});
