import { describe, expect, it } from 'vitest';
import { createHost } from '../../../test/event-fixtures.ts';
import { call, useTestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';
import { phone, teamApi } from './team-fixtures.ts';

describe('teams: members, roles, activity', () => {
  const t = useTestApp();
  const { members, add, addByPhone, activity } = teamApi(t);

  it('the owner changes roles and removes; nobody touches the owner; a member leaves; others are refused', async () => {
    const owner = await createHost(t, 'Role Crew');
    const cohost = await seedUser(t.db, { phone: phone() });
    const door = await seedUser(t.db, { phone: phone() });
    const stranger = await seedUser(t.db);
    await addByPhone(owner.organizationId, owner.token, cohost, 'door');
    await addByPhone(owner.organizationId, owner.token, door, 'door');
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
      'member.joined',
      'member.invited',
      'member.joined',
      'member.invited',
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
