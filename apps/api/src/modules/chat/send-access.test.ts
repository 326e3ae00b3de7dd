import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  hostEvent,
  type Person,
  person,
  rsvp,
  type SocialTestApp,
  socialApp,
} from '../../../test/social-test-kit.ts';

/**
 * A message is stored by one statement when the everyday rule grants the room, and by the full
 * access rule otherwise: these check that every refusal still refuses with its reason, and that
 * the full rule still lets in who only it knows about (a co-host without a ticket).
 */
describe('sending a message: who may, on either path', () => {
  let t: SocialTestApp;
  let host: Person;
  let ann: Person;
  let eventId: string;
  let roomId: string;

  beforeAll(async () => {
    t = await socialApp();
    host = await person(t, { name: 'Hosty' });
    ann = await person(t, { name: 'Ann' });
    eventId = await hostEvent(t, host);
    await rsvp(t, eventId, ann);
    roomId = (await api(t, ann, 'GET', `events/${eventId}/chat`)).body.data.roomId;
  });
  afterAll(() => t.close());

  const send = (who: Person, body: string, room = roomId) =>
    api(t, who, 'POST', `chats/${room}/messages`, { body, clientId: body.replaceAll(' ', '-') });
  const bodies = async () =>
    (await api(t, host, 'GET', `chats/${roomId}/messages`)).body.data.items.map(
      (m: { body: string }) => m.body,
    );

  it('stores the messages of the host and guests, and of a co-host without a ticket', async () => {
    expect((await send(host, 'host here')).status).toBe(200);
    expect((await send(ann, 'ann here')).status).toBe(200);
    const orgId = (await t.db.maybeOne<{ id: string }>('SELECT id FROM organizations WHERE owner_id = $1', [
      host.userId,
    ]))!.id;
    const cohost = await person(t, { name: 'Cory' });
    const invited = await api(t, host, 'POST', `organizations/${orgId}/members`, {
      phone: cohost.phone,
      role: 'cohost',
    });
    expect((await api(t, cohost, 'POST', `team-invitations/${invited.body.data.id}/accept`)).status).toBe(
      200,
    );
    expect((await send(cohost, 'cohost here')).status).toBe(200);
    expect(await bodies()).toEqual(['cohost here', 'ann here', 'host here']);
    // The send's commit skips the WAL flush for its own transaction only.
    expect(await t.db.query('SHOW synchronous_commit')).toEqual([{ synchronous_commit: 'on' }]);
  });

  it('refuses a stranger, a guest who changed to No, a turned-off chat, a draft and an unknown room, storing nothing', async () => {
    const stranger = await person(t, { name: 'Stan' });
    expect((await send(stranger, 'stranger')).body.error.code).toBe('NOT_ATTENDING');
    await rsvp(t, eventId, ann, 'No');
    expect((await send(ann, 'after no')).body.error.code).toBe('NOT_ATTENDING');
    await rsvp(t, eventId, ann);
    const setEvent = (set: string) => t.db.query(`UPDATE events SET ${set} WHERE id = $1`, [eventId]);
    await setEvent('chat_on = false');
    expect((await send(ann, 'chat off')).body.error.code).toBe('CHAT_OFF');
    await setEvent('chat_on = true');
    await setEvent(`status = 'draft'`);
    expect((await send(ann, 'draft')).status).toBe(404);
    await setEvent(`status = 'published'`);
    expect((await send(ann, 'unknown room', crypto.randomUUID())).status).toBe(404);
    const stored = await bodies();
    for (const refused of ['stranger', 'after no', 'chat off', 'draft'])
      expect(stored).not.toContain(refused);
  });

  it('closes Contact Host to a guest the host blocked', async () => {
    const opened = await api(t, ann, 'POST', `events/${eventId}/contact-host`, { body: 'a question' });
    const hostRoom = opened.body.data.roomId as string;
    expect((await send(ann, 'follow up', hostRoom)).status).toBe(200);
    await api(t, host, 'POST', `users/${ann.userId}/block`);
    expect((await send(ann, 'after block', hostRoom)).status).toBe(403);
    await api(t, host, 'DELETE', `users/${ann.userId}/block`);
    expect((await send(ann, 'after unblock', hostRoom)).status).toBe(200);
  });
});
