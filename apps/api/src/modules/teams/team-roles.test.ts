import { describe, expect, it } from 'vitest';
import { blastWorld, createBlast, guest, rsvp, sendBlast } from '../../../test/blast-fixtures.ts';
import { createDraft, createHost, createPublishedEvent } from '../../../test/event-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';
import { phone, teamApi } from './team-fixtures.ts';

/** What co-hosts and door staff may do for the organization's events, blasts and analytics. */
describe('teams: what each role does', () => {
  const t = useTestApp();
  const { addByPhone, activity } = teamApi(t);

  it("co-hosts run the organization's events (drafts too) and the log says who did what; door staff don't", async () => {
    const owner = await createHost(t, 'Event Crew');
    const cohost = await seedUser(t.db, { phone: phone(), name: 'Cleo Cohost' });
    const door = await seedUser(t.db, { phone: phone(), name: 'Dev Door' });
    for (const [who, role] of [
      [cohost, 'cohost'],
      [door, 'door'],
    ] as const) {
      await addByPhone(owner.organizationId, owner.token, who, role);
    }
    const event = await createPublishedEvent(t, owner);
    const asCohost = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.id}`,
      token: cohost.token,
    });
    expect(asCohost.body.data.viewer.isHost).toBe(true);
    const asDoor = await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}`, token: door.token });
    expect(asDoor.body.data.viewer.isHost).toBe(false);

    // A co-host's new event belongs to the organization; its draft is visible to the team only.
    const draft = await createDraft(t, cohost, { title: 'Cohost draft' });
    expect(draft.organization.id).toBe(owner.organizationId);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/v1/events/${draft.id}`, token: owner.token })).status,
    ).toBe(200);
    const stranger = await seedUser(t.db);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/v1/events/${draft.id}`, token: stranger.token })).status,
    ).toBe(404);
    const edit = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/events/${event.id}`,
      token: cohost.token,
      payload: { title: 'Renamed by the co-host' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(
      (
        await call(t.app, {
          method: 'PATCH',
          url: `/api/v1/events/${event.id}`,
          token: door.token,
          payload: { title: 'x' },
        })
      ).status,
    ).toBe(403);

    const log = await activity(owner.organizationId, owner.token);
    const byAction = (action: string) => log.items.find((e: { action: string }) => e.action === action);
    expect(byAction('event.edited')).toMatchObject({
      actor: { id: cohost.userId, name: 'Cleo Cohost' },
      event: { id: event.id, title: 'Renamed by the co-host' },
    });
    expect(byAction('event.published')).toMatchObject({
      actor: { id: owner.userId },
      event: { id: event.id },
    });
    // Door staff don't read the log.
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/v1/organizations/${owner.organizationId}/activity`,
          token: door.token,
        })
      ).status,
    ).toBe(403);
  });

  it('someone on several teams creates an event for the organization they pick (organizationId)', async () => {
    const owner = await createHost(t, 'Picked Crew');
    const other = await createHost(t, 'Own Crew', { phone: phone() });
    await addByPhone(owner.organizationId, owner.token, other, 'cohost');
    const create = (organizationId?: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/v1/events',
        token: other.token,
        payload: { title: 'Picked', ...(organizationId ? { organizationId } : {}) },
      });
    expect((await create()).body.data.organization.id).toBe(other.organizationId);
    expect((await create(owner.organizationId)).body.data.organization.id).toBe(owner.organizationId);
    await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/organizations/${owner.organizationId}/members/${other.userId}`,
      token: owner.token,
      payload: { role: 'door' },
    });
    expect((await create(owner.organizationId)).status).toBe(403);
  });

  it('co-hosts send text blasts and see analytics for the organization; door staff do neither', async () => {
    const w = await blastWorld(t, 'Blast Crew');
    const cohost = await seedUser(t.db, { phone: phone(), name: 'Bea Blaster' });
    const door = await seedUser(t.db, { phone: phone() });
    for (const [who, role] of [
      [cohost, 'cohost'],
      [door, 'door'],
    ] as const) {
      await addByPhone(w.host.organizationId, w.host.token, who, role);
    }
    const going = await guest(t, 'Gwen');
    await rsvp(t, w.eventId, going.userId, 'Yes');

    const draft = await createBlast(t, cohost.token, {
      eventId: w.eventId,
      segments: ['going'],
      body: 'Doors at 8',
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect((await sendBlast(t, cohost.token, draft.body.data.id)).status).toBe(200);
    expect(
      (await createBlast(t, door.token, { eventId: w.eventId, segments: ['going'], body: 'x' })).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/v1/text-blasts/${draft.body.data.id}`,
          token: door.token,
        })
      ).status,
    ).toBe(404);

    const analytics = (token: string) => call(t.app, { method: 'GET', url: '/api/v1/host/analytics', token });
    expect((await analytics(cohost.token)).status).toBe(200);
    expect((await analytics(door.token)).status).toBe(403);

    const log = await activity(w.host.organizationId, w.host.token);
    expect(log.items.find((e: { action: string }) => e.action === 'blast.sent')).toMatchObject({
      actor: { id: cohost.userId, name: 'Bea Blaster' },
      event: { id: w.eventId },
      details: { recipients: 1 },
    });
  });
});
