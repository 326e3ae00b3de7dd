import { describe, expect, it } from 'vitest';
import { signUpByEmail, signUpByPhone } from '../../../test/auth-helpers.ts';
import { createHost, outboxFor } from '../../../test/event-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';
import { phone, teamApi } from './team-fixtures.ts';

describe('teams: members, invitations, activity', () => {
  const t = useTestApp();
  const { members, add, addByPhone, activity } = teamApi(t);

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
    await addByPhone(owner.organizationId, owner.token, cohost.userId, 'door');
    await addByPhone(owner.organizationId, owner.token, door.userId, 'door');
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
    // The first addition ages out in about an hour.
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
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
