import { ZNotificationsPage } from '@mingle/shared/schemas/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type SeededUser, seedUser } from '../../../test/seed-users.ts';
import { notifyUsersOfEvent } from './notifications.service.ts';

describe('notifications', () => {
  let t: TestApp;
  let alice: SeededUser;
  let bob: SeededUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await seedUser(t.db);
    bob = await seedUser(t.db);
    const payload = {
      kind: 'published' as const,
      eventId: '00000000-0000-4000-8000-000000000001',
      title: 'T',
      organizationId: '00000000-0000-4000-8000-000000000002',
      organizationName: 'O',
    };
    for (let i = 0; i < 22; i += 1) {
      await notifyUsersOfEvent(t.db, [alice.userId], payload, new Date(Date.UTC(2027, 0, 1, 0, i)));
    }
    await notifyUsersOfEvent(t.db, [bob.userId, bob.userId], payload, new Date());
  });
  afterAll(() => t.close());

  const list = (user: SeededUser, page = 1) =>
    call(t.app, { method: 'GET', url: `/api/v1/notifications?page=${page}`, token: user.token });
  const read = (user: SeededUser, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/v1/notifications/read', token: user.token, payload });

  it('lists only your own, newest first, in pages of 20 with the unread count', async () => {
    const first = ZNotificationsPage.parse((await list(alice)).body.data);
    expect(first).toMatchObject({ total: 22, unread: 22, hasMore: true, pageSize: 20 });
    expect(first.items[0]!.createdAt > first.items[19]!.createdAt).toBe(true);
    expect((await list(alice, 2)).body.data.items).toHaveLength(2);
    expect((await list(bob)).body.data).toMatchObject({ total: 1, unread: 1 });
    expect((await call(t.app, { method: 'GET', url: '/api/v1/notifications' })).status).toBe(401);
  });

  it("marks your own as read, ignores someone else's ids, and marks all when ids are absent", async () => {
    const bobs = (await list(bob)).body.data.items.map((n: { id: string }) => n.id);
    const alices = (await list(alice)).body.data.items.map((n: { id: string }) => n.id);
    expect((await read(alice, { ids: bobs })).body.data).toEqual({ unread: 22 });
    expect((await list(bob)).body.data.unread).toBe(1);
    expect((await read(alice, { ids: alices.slice(0, 2) })).body.data).toEqual({ unread: 20 });
    expect((await read(bob, {})).body.data).toEqual({ unread: 0 });
    const noBody = await call(t.app, {
      method: 'POST',
      url: '/api/v1/notifications/read',
      token: alice.token,
    });
    expect(noBody.status).toBe(200);
    expect(noBody.body.data).toEqual({ unread: 0 });
    expect((await read(alice, { ids: ['nope'] })).status).toBe(400);
  });
});
