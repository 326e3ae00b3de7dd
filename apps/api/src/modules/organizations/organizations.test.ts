import { ZOrganization } from '@mingle/shared/schemas/organizations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';

describe('organizations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets a user become a host once, and shows the organization to them and to the public', async () => {
    const owner = await seedUser(t.db);
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/v1/organizations',
      token: owner.token,
      payload: { name: '  Night Owls ', bio: 'Late shows' },
    });
    expect(created.status).toBe(200);
    const org = ZOrganization.parse(created.body.data);
    expect(org).toMatchObject({
      name: 'Night Owls',
      bio: 'Late shows',
      subscriberCount: 0,
      upcomingEventCount: 0,
    });
    expect(org.viewer).toEqual({ isOwner: true, subscribed: false });

    const again = await call(t.app, {
      method: 'POST',
      url: '/api/v1/organizations',
      token: owner.token,
      payload: { name: 'Second' },
    });
    expect(again.status).toBe(409);

    const mine = await call(t.app, { method: 'GET', url: '/api/v1/organizations/me', token: owner.token });
    expect(mine.body.data.id).toBe(org.id);

    const anonymous = await call(t.app, { method: 'GET', url: `/api/v2/organizations/${org.id}` });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.viewer).toBeNull();
    expect(anonymous.body.data).not.toHaveProperty('ownerId');

    const user = await t.db.maybeOne<{ user_type: string }>('SELECT user_type FROM users WHERE id = $1', [
      owner.userId,
    ]);
    expect(user?.user_type).toBe('Host');
  });

  it('answers 404 for organizations/me without one, and validates the name', async () => {
    const guest = await seedUser(t.db);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/v1/organizations/me', token: guest.token })).status,
    ).toBe(404);
    const blank = await call(t.app, {
      method: 'POST',
      url: '/api/v1/organizations',
      token: guest.token,
      payload: { name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.name).toBeTruthy();
    expect(
      (await call(t.app, { method: 'POST', url: '/api/v1/organizations', payload: { name: 'x' } })).status,
    ).toBe(401);
  });

  it('lets only the owner edit it', async () => {
    const owner = await seedUser(t.db);
    const other = await seedUser(t.db);
    const org = (
      await call(t.app, {
        method: 'POST',
        url: '/api/v1/organizations',
        token: owner.token,
        payload: { name: 'A' },
      })
    ).body.data;
    const denied = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/organizations/${org.id}`,
      token: other.token,
      payload: { name: 'Hijacked' },
    });
    expect(denied.status).toBe(403);
    const edited = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/organizations/${org.id}`,
      token: owner.token,
      payload: { name: 'B', bio: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'B', bio: null });
    const missing = await call(t.app, {
      method: 'PATCH',
      url: '/api/v1/organizations/00000000-0000-4000-8000-000000000000',
      token: owner.token,
      payload: { name: 'C' },
    });
    expect(missing.status).toBe(404);
    const bad = await call(t.app, { method: 'GET', url: '/api/v1/organizations/not-a-uuid' });
    expect(bad.status).toBe(400);
  });

  it('refuses a second organization under a race', async () => {
    const owner = await seedUser(t.db);
    const results = await Promise.all(
      ['One', 'Two', 'Three'].map((name) =>
        call(t.app, { method: 'POST', url: '/api/v1/organizations', token: owner.token, payload: { name } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});
