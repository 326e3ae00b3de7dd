import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail, signUpByPhone } from '../../../test/auth-helpers.ts';
import { blastWorld, createBlast, guest, rsvp, sendBlast } from '../../../test/blast-fixtures.ts';
import { createDraft, createHost, createPublishedEvent, outboxFor } from '../../../test/event-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';

const phone = () => `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('teams: members, invitations, activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const members = (orgId: string, token: string) =>
    call(t.app, { method: 'GET', url: `/api/v1/organizations/${orgId}/members`, token });
  const add = (orgId: string, token: string, payload: Record<string, string>) =>
    call(t.app, { method: 'POST', url: `/api/v1/organizations/${orgId}/members`, token, payload });
  const activity = async (orgId: string, token: string) =>
    (await call(t.app, { method: 'GET', url: `/api/v1/organizations/${orgId}/activity`, token })).body.data;

  it('adds an existing account by phone at once, tells them, and lists them with their role', async () => {
    const owner = await createHost(t, 'Door Crew');
    const number = phone();
    const person = await seedUser(t.db, { phone: number, name: 'Dana Door' });
    const res = await add(owner.organizationId, owner.token, { phone: number, role: 'door' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'joined',
      member: { userId: person.userId, role: 'door' },
    });

    const list = await members(owner.organizationId, owner.token);
    expect(list.body.data.items.map((m: { role: string }) => m.role)).toEqual(['owner', 'door']);
    expect(list.body.data.items[1]).toMatchObject({ userId: person.userId, name: 'Dana Door' });
    expect(typeof list.body.data.items[1].addedAt).toBe('string');

    const notes = await call(t.app, { method: 'GET', url: '/api/v1/notifications', token: person.token });
    expect(notes.body.data.items[0]).toMatchObject({ type: 'team', payload: { role: 'door' } });
    expect((await outboxFor(t, number))[0]?.body).toContain('Door Crew added you');

    const mine = await call(t.app, { method: 'GET', url: '/api/v1/me/organizations', token: person.token });
    expect(mine.body.data.items).toEqual([
      { id: owner.organizationId, name: 'Door Crew', profilePicture: null, role: 'door' },
    ]);
    expect((await add(owner.organizationId, owner.token, { phone: number, role: 'cohost' })).status).toBe(
      409,
    );
  });

  it('adds an existing account by e-mail at once, whatever the case the owner typed', async () => {
    const owner = await createHost(t, 'Mail Joiners');
    const email = `existing-${Date.now()}@test.local`;
    const person = await seedUser(t.db, { email, name: 'Cami Cohost' });
    const res = await add(owner.organizationId, owner.token, { email: email.toUpperCase(), role: 'cohost' });
    expect(res.body.data).toMatchObject({
      status: 'joined',
      member: { userId: person.userId, role: 'cohost' },
    });
    expect((await outboxFor(t, email))[0]?.body).toContain('Open Host Center');
    expect((await members(owner.organizationId, person.token)).status).toBe(200);
  });

  it('an invitation by e-mail waits for the first sign-in, then the person is a member', async () => {
    const owner = await createHost(t, 'Mail Crew');
    const email = `cohost-${Date.now()}@test.local`;
    const res = await add(owner.organizationId, owner.token, {
      email: ` ${email.toUpperCase()} `,
      role: 'cohost',
    });
    expect(res.body.data).toMatchObject({
      status: 'invited',
      member: null,
      invitation: { email, role: 'cohost' },
    });
    expect((await outboxFor(t, email))[0]?.body).toContain('Sign in with this e-mail address');

    const pending = await call(t.app, {
      method: 'GET',
      url: `/api/v1/organizations/${owner.organizationId}/invitations`,
      token: owner.token,
    });
    expect(pending.body.data.items).toHaveLength(1);

    const person = await signUpByEmail(t.app, email, { completeProfile: true });
    const list = await members(owner.organizationId, person.token);
    expect(list.status).toBe(200);
    expect(list.body.data.items.find((m: { userId: string }) => m.userId === person.userId)?.role).toBe(
      'cohost',
    );
    const after = await call(t.app, {
      method: 'GET',
      url: `/api/v1/organizations/${owner.organizationId}/invitations`,
      token: owner.token,
    });
    expect(after.body.data.items).toHaveLength(0);
    const log = await activity(owner.organizationId, owner.token);
    expect(log.items.map((e: { action: string }) => e.action)).toEqual(['member.added', 'member.invited']);
    expect(log.items[0].actor.id).toBe(person.userId);
    // Co-hosts read the log: an invited address shows only as its first letter and domain.
    expect(log.items[1].details.to).toBe('c…@test.local');
    expect(JSON.stringify(log)).not.toContain(email);
  });

  it('an invitation by phone joins on sign-up by phone; a revoked one never does', async () => {
    const owner = await createHost(t, 'Phone Crew');
    const kept = phone();
    const revoked = phone();
    await add(owner.organizationId, owner.token, { phone: kept, role: 'door' });
    const r = await add(owner.organizationId, owner.token, { phone: revoked, role: 'door' });
    const del = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/organizations/${owner.organizationId}/invitations/${r.body.data.invitation.id}`,
      token: owner.token,
    });
    expect(del.status).toBe(200);
    const a = await signUpByPhone(t.app, kept, { completeProfile: true });
    const b = await signUpByPhone(t.app, revoked, { completeProfile: true });
    const mineA = await call(t.app, { method: 'GET', url: '/api/v1/me/organizations', token: a.token });
    const mineB = await call(t.app, { method: 'GET', url: '/api/v1/me/organizations', token: b.token });
    expect(mineA.body.data.items).toMatchObject([{ id: owner.organizationId, role: 'door' }]);
    expect(mineB.body.data.items).toEqual([]);
  });

  it('the owner changes roles and removes; nobody touches the owner; a member leaves; others are refused', async () => {
    const owner = await createHost(t, 'Role Crew');
    const cohost = await seedUser(t.db, { phone: phone() });
    const door = await seedUser(t.db, { phone: phone() });
    const stranger = await seedUser(t.db);
    const cohostPhone = (await t.db.maybeOne<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
      cohost.userId,
    ]))!.phone;
    const doorPhone = (await t.db.maybeOne<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
      door.userId,
    ]))!.phone;
    await add(owner.organizationId, owner.token, { phone: cohostPhone, role: 'door' });
    await add(owner.organizationId, owner.token, { phone: doorPhone, role: 'door' });
    const base = `/api/v1/organizations/${owner.organizationId}/members`;

    const promoted = await call(t.app, {
      method: 'PATCH',
      url: `${base}/${cohost.userId}`,
      token: owner.token,
      payload: { role: 'cohost' },
    });
    expect(promoted.body.data).toMatchObject({ userId: cohost.userId, role: 'cohost' });

    // Co-hosts see the team but don't manage it; door staff don't see it; strangers neither.
    expect((await members(owner.organizationId, cohost.token)).status).toBe(200);
    expect((await members(owner.organizationId, door.token)).status).toBe(403);
    expect((await members(owner.organizationId, stranger.token)).status).toBe(403);
    expect((await add(owner.organizationId, cohost.token, { phone: phone(), role: 'door' })).status).toBe(
      403,
    );
    expect(
      (await call(t.app, { method: 'DELETE', url: `${base}/${door.userId}`, token: cohost.token })).status,
    ).toBe(403);

    for (const token of [owner.token, cohost.token]) {
      const demote = await call(t.app, {
        method: 'PATCH',
        url: `${base}/${owner.userId}`,
        token,
        payload: { role: 'door' },
      });
      expect(demote.status).toBeGreaterThanOrEqual(403);
      const remove = await call(t.app, { method: 'DELETE', url: `${base}/${owner.userId}`, token });
      expect(remove.status).toBeGreaterThanOrEqual(403);
    }
    expect((await members(owner.organizationId, owner.token)).body.data.items[0]).toMatchObject({
      userId: owner.userId,
      role: 'owner',
    });

    const left = await call(t.app, { method: 'DELETE', url: `${base}/${door.userId}`, token: door.token });
    expect(left.status).toBe(200);
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `${base}/${cohost.userId}`,
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    // Removed: refused from the very next request.
    expect((await members(owner.organizationId, cohost.token)).status).toBe(403);
    expect((await members(owner.organizationId, owner.token)).body.data.items).toHaveLength(1);

    const log = await activity(owner.organizationId, owner.token);
    expect(log.items.map((e: { action: string }) => e.action)).toEqual([
      'member.removed',
      'member.left',
      'member.role_changed',
      'member.added',
      'member.added',
    ]);
    expect(log.items[1].actor.id).toBe(door.userId);
    expect(log.items[0].actor.id).toBe(owner.userId);
    expect(log.items[2].details).toMatchObject({ from: 'door', to: 'cohost' });
  });

  it("co-hosts run the organization's events (drafts too) and the log says who did what; door staff don't", async () => {
    const owner = await createHost(t, 'Event Crew');
    const cohost = await seedUser(t.db, { phone: phone(), name: 'Cleo Cohost' });
    const door = await seedUser(t.db, { phone: phone(), name: 'Dev Door' });
    for (const [who, role] of [
      [cohost, 'cohost'],
      [door, 'door'],
    ] as const) {
      const number = (await t.db.maybeOne<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
        who.userId,
      ]))!.phone;
      await add(owner.organizationId, owner.token, { phone: number, role });
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
    const number = (await t.db.maybeOne<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
      other.userId,
    ]))!.phone;
    await add(owner.organizationId, owner.token, { phone: number, role: 'cohost' });
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
      const number = (await t.db.maybeOne<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
        who.userId,
      ]))!.phone;
      await add(w.host.organizationId, w.host.token, { phone: number, role });
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

  it('the activity log is append-only and paged by 20', async () => {
    const owner = await createHost(t, 'Paged Crew');
    for (let i = 0; i < 21; i += 1)
      await add(owner.organizationId, owner.token, { phone: phone(), role: 'door' });
    const first = await activity(owner.organizationId, owner.token);
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 21, hasMore: true });
    await expect(t.db.query('UPDATE organization_activity SET action = $1', ['x'])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM organization_activity')).rejects.toThrow(/append-only/);
  });

  it('caps additions at 50 an hour per organization (each one sends a message)', async () => {
    const owner = await createHost(t, 'Busy Crew');
    for (let i = 0; i < 50; i += 1) {
      expect((await add(owner.organizationId, owner.token, { phone: phone(), role: 'door' })).status).toBe(
        200,
      );
    }
    const over = await add(owner.organizationId, owner.token, { phone: phone(), role: 'door' });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
  });

  it('answers 400 for a bad address or role and 404 for an unknown organization', async () => {
    const owner = await createHost(t, 'Input Crew');
    expect((await add(owner.organizationId, owner.token, { phone: '12', role: 'door' })).status).toBe(400);
    expect((await add(owner.organizationId, owner.token, { phone: phone(), role: 'owner' })).status).toBe(
      400,
    );
    expect((await add(owner.organizationId, owner.token, { role: 'door' })).status).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await add(missing, owner.token, { phone: phone(), role: 'door' })).status).toBe(404);
  });
});
