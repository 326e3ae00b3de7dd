import { describe, expect, it } from 'vitest';
import { isMessage, roomSockets, useListeningApp } from '../../../test/room-sockets.ts';
import { api, hostEvent, person, ticket } from '../../../test/social-test-kit.ts';
import { wsUrl } from '../../../test/two-servers.ts';

/**
 * A co-host runs the event chat with the owner; removed from the team, their open socket drops
 * the room at once (no more messages), and the next request is refused.
 */
describe('teams: removal during an open socket', () => {
  const t = useListeningApp();

  it("drops a removed co-host's socket from the event chat and refuses their next request", async () => {
    const owner = await person(t, { name: 'Olga Owner' });
    const cohost = await person(t, { name: 'Cory Cohost' });
    const guest = await person(t, { name: 'Gina Guest' });
    const eventId = await hostEvent(t, owner);
    await ticket(t, eventId, guest);
    const orgId = (await t.db.maybeOne<{ id: string }>('SELECT id FROM organizations WHERE owner_id = $1', [
      owner.userId,
    ]))!.id;
    const added = await api(t, owner, 'POST', `organizations/${orgId}/members`, {
      phone: cohost.phone,
      role: 'cohost',
    });
    expect(added.body.data.status).toBe('pending');
    const joined = await api(t, cohost, 'POST', `team-invitations/${added.body.data.id}/accept`);
    expect(joined.body.data.role).toBe('cohost');

    // The co-host enters the event chat (no ticket needed) and may moderate it.
    const room = await api(t, cohost, 'GET', `events/${eventId}/chat`);
    expect(room.status, JSON.stringify(room.body)).toBe(200);
    const roomId = room.body.data.roomId as string;
    expect((await api(t, cohost, 'GET', `chats/${roomId}`)).body.data.canModerate).toBe(true);

    const sockets = roomSockets(t, roomId);
    try {
      const socket = await sockets.join(cohost, wsUrl(t.app));
      const guestSocket = await sockets.join(guest, wsUrl(t.app));
      const say = async (body: string) => {
        guestSocket.send({ type: 'send', roomId, body, clientId: body });
        await guestSocket.next(isMessage(body));
      };
      await say('before');
      await socket.next(isMessage('before'));

      const removed = await api(t, owner, 'DELETE', `organizations/${orgId}/members/${cohost.userId}`);
      expect(removed.status).toBe(200);
      expect(await socket.next((f) => f.type === 'error' && f.roomId === roomId)).toMatchObject({
        code: 'FORBIDDEN',
        roomId,
      });
      await say('after');
      expect(await socket.none(isMessage('after'))).toBe(true);
      socket.send({ type: 'join', roomId });
      expect(await socket.next((f) => f.type === 'error')).toMatchObject({ code: 'FORBIDDEN', roomId });
      expect((await api(t, cohost, 'GET', `events/${eventId}/chat`)).status).toBe(403);
      expect((await api(t, cohost, 'GET', `organizations/${orgId}/members`)).status).toBe(403);
    } finally {
      sockets.closeAll();
    }
  });
});
