import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers.ts';
import {
  api,
  hostEvent,
  type Person,
  person,
  type SocialTestApp,
  socialApp,
  ticket,
} from '../../../test/social-test-kit.ts';

/**
 * Every host-side change lands in the organization's activity log with who made it: ticket
 * types, promo codes (a co-host's 100%-off code can't go unseen), chat messages a host
 * removes, reports reviewed, organization edits and team answers.
 */
describe('the activity log records every host-side change', () => {
  let t: SocialTestApp;
  beforeAll(async () => {
    t = await socialApp();
  });
  afterAll(() => t.close());

  async function team() {
    const owner = await person(t, { name: 'Olga Owner' });
    const cohost = await person(t, { name: 'Cory Cohost' });
    const eventId = await hostEvent(t, owner, { startsInHours: 48 });
    const orgId = (await t.db.maybeOne<{ id: string }>('SELECT id FROM organizations WHERE owner_id = $1', [
      owner.userId,
    ]))!.id;
    const invited = await api(t, owner, 'POST', `organizations/${orgId}/members`, {
      phone: cohost.phone,
      role: 'cohost',
    });
    expect((await api(t, cohost, 'POST', `team-invitations/${invited.body.data.id}/accept`)).status).toBe(
      200,
    );
    return { owner, cohost, eventId, orgId };
  }

  const log = async (orgId: string, who: Person) =>
    (await api(t, who, 'GET', `organizations/${orgId}/activity`)).body.data.items as {
      action: string;
      actor: { id: string; name: string | null } | null;
      event: { id: string } | null;
      details: Record<string, unknown>;
    }[];

  it('says who joined the team (not "added a team member"), and who changed tickets and promo codes', async () => {
    const { owner, cohost, eventId, orgId } = await team();
    // A published event keeps at least one ticket type, so the one removed below is the second.
    const basic = { name: 'Basic', priceCents: 1000, quantity: 50 };
    expect((await api(t, owner, 'POST', `events/${eventId}/ticket-types`, basic)).status).toBe(200);
    const created = await api(t, cohost, 'POST', `events/${eventId}/ticket-types`, {
      name: 'VIP',
      priceCents: 5000,
      quantity: 10,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const ttId = created.body.data.id as string;
    expect(
      (await api(t, cohost, 'POST', `events/${eventId}/promo-codes`, { code: 'ALLFREE', percentOff: 100 }))
        .status,
    ).toBe(200);
    const codes = await api(t, owner, 'GET', `events/${eventId}/promo-codes`);
    const codeId = codes.body.data[0].id as string;
    expect((await api(t, owner, 'DELETE', `events/${eventId}/promo-codes/${codeId}`)).status).toBe(200);
    expect((await api(t, cohost, 'DELETE', `events/${eventId}/ticket-types/${ttId}`)).status).toBe(200);

    const items = await log(orgId, owner);
    expect(items.map((e) => e.action)).toEqual([
      'ticket_type.deleted',
      'promo_code.deleted',
      'promo_code.created',
      'ticket_type.created',
      'ticket_type.created',
      'member.joined',
      'member.invited',
    ]);
    expect(items[2]).toMatchObject({
      actor: { id: cohost.userId, name: 'Cory Cohost' },
      event: { id: eventId },
      details: { code: 'ALLFREE', percentOff: 100 },
    });
    expect(items[1]).toMatchObject({ actor: { id: owner.userId }, details: { code: 'ALLFREE' } });
    expect(items[3]).toMatchObject({
      actor: { id: cohost.userId },
      details: { name: 'VIP', priceCents: 5000, quantity: 10 },
    });
    expect(items[4]).toMatchObject({ actor: { id: owner.userId }, details: { name: 'Basic' } });
    expect(items[5]).toMatchObject({
      actor: { id: cohost.userId, name: 'Cory Cohost' },
      details: { memberId: cohost.userId, role: 'cohost' },
    });
  });

  it('records a chat message the host side removes, a report reviewed and an organization edit', async () => {
    const { owner, cohost, eventId, orgId } = await team();
    const guest = await person(t, { name: 'Gina Guest' });
    const other = await person(t, { name: 'Rex Reported' });
    await ticket(t, eventId, guest);
    await ticket(t, eventId, other);
    const roomId = (await api(t, guest, 'GET', `events/${eventId}/chat`)).body.data.roomId as string;
    const sent = await api(t, guest, 'POST', `chats/${roomId}/messages`, {
      body: 'Rude words',
      clientId: 'c1',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const own = await api(t, guest, 'POST', `chats/${roomId}/messages`, { body: 'Oops', clientId: 'c2' });
    expect((await api(t, cohost, 'GET', `events/${eventId}/chat`)).status).toBe(200);
    expect((await api(t, cohost, 'DELETE', `chats/${roomId}/messages/${sent.body.data.id}`)).status).toBe(
      200,
    );
    // A guest removing their own message is not a host-side change.
    expect((await api(t, guest, 'DELETE', `chats/${roomId}/messages/${own.body.data.id}`)).status).toBe(200);

    const report = await api(t, guest, 'POST', `users/${other.userId}/report`, { reason: 'Other', eventId });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const reviewed = await api(t, cohost, 'POST', `reports/${report.body.data.reportId}/review`);
    expect(reviewed.status).toBe(200);
    // Reviewing again changes nothing, so it adds nothing.
    await api(t, owner, 'POST', `reports/${report.body.data.reportId}/review`);

    const renamed = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/organizations/${orgId}`,
      token: owner.token,
      payload: { name: 'Owls Renamed' },
    });
    expect(renamed.status).toBe(200);

    const items = await log(orgId, cohost);
    expect(items.slice(0, 3).map((e) => e.action)).toEqual([
      'organization.edited',
      'report.reviewed',
      'chat.message_deleted',
    ]);
    expect(items[0]).toMatchObject({ actor: { id: owner.userId }, details: { name: 'Owls Renamed' } });
    expect(items[1]).toMatchObject({ actor: { id: cohost.userId }, event: { id: eventId } });
    expect(items[2]).toMatchObject({
      actor: { id: cohost.userId },
      event: { id: eventId },
      details: { senderId: guest.userId },
    });
    expect(JSON.stringify(items)).not.toContain('Rude words');
  });
});
