import { ZSubscribedOrganizationsPage, ZSubscribersPage } from '@mingle/shared/schemas/organizations';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPublishedEvent, useHostApp } from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { type SeededUser, seedUser } from '../../../test/seed-users.ts';
import { csvCell } from '../../lib/csv.ts';

describe('subscriptions', () => {
  const { t, host } = useHostApp('Night Owls');
  let fan: SeededUser;
  beforeAll(async () => {
    fan = await seedUser(t.db, { name: 'Fan Fiona', email: 'fiona@example.com' });
  });

  const follow = (orgId: string, user: SeededUser, method: 'POST' | 'DELETE' = 'POST') =>
    call(t.app, { method, url: `/api/v1/organizations/${orgId}/subscription`, token: user.token });

  it('follows and unfollows idempotently, and lists Host Subscriptions', async () => {
    expect((await follow(host.organizationId, fan)).body.data).toEqual({
      subscribed: true,
      subscriberCount: 1,
    });
    expect((await follow(host.organizationId, fan)).body.data).toEqual({
      subscribed: true,
      subscriberCount: 1,
    });
    const mine = await call(t.app, { method: 'GET', url: '/api/v1/me/subscriptions', token: fan.token });
    const page = ZSubscribedOrganizationsPage.parse(mine.body.data);
    expect(page.items.map((o) => o.name)).toEqual(['Night Owls']);
    const org = await call(t.app, {
      method: 'GET',
      url: `/api/v1/organizations/${host.organizationId}`,
      token: fan.token,
    });
    expect(org.body.data).toMatchObject({ subscriberCount: 1, viewer: { isOwner: false, subscribed: true } });

    expect((await follow(host.organizationId, fan, 'DELETE')).body.data).toEqual({
      subscribed: false,
      subscriberCount: 0,
    });
    expect((await follow(host.organizationId, fan, 'DELETE')).body.data).toEqual({
      subscribed: false,
      subscriberCount: 0,
    });
    expect((await follow('00000000-0000-4000-8000-000000000000', fan)).status).toBe(404);
    expect((await follow(host.organizationId, host)).status).toBe(422);
  });

  it('sends subscribers an event notification when a public event is published, not a private one', async () => {
    await follow(host.organizationId, fan);
    const event = await createPublishedEvent(t, host, { title: 'New Show' });
    await createPublishedEvent(t, host, { title: 'Secret Show', visibility: 'private' });
    const notes = await call(t.app, { method: 'GET', url: '/api/v1/notifications', token: fan.token });
    expect(notes.body.data.unread).toBe(1);
    expect(notes.body.data.items).toEqual([
      {
        id: expect.any(String),
        type: 'event',
        payload: {
          kind: 'published',
          eventId: event.id,
          title: 'New Show',
          organizationId: host.organizationId,
          organizationName: 'Night Owls',
        },
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    const view = await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}`, token: fan.token });
    expect(view.body.data.viewer.subscribed).toBe(true);
    expect(view.body.data.organization.subscriberCount).toBe(1);
  });

  it('shows the owner a searchable subscriber list and CSV without contact details', async () => {
    const other = await seedUser(t.db, { name: '=HYPERLINK("x") "Bob", Jr' });
    const percent = await seedUser(t.db, { name: '100% Pat' });
    await follow(host.organizationId, other);
    await follow(host.organizationId, percent);
    const url = `/api/v1/organizations/${host.organizationId}/subscribers`;

    const all = ZSubscribersPage.parse(
      (await call(t.app, { method: 'GET', url, token: host.token })).body.data,
    );
    expect(all.total).toBe(3);
    const search = await call(t.app, { method: 'GET', url: `${url}?q=fiona`, token: host.token });
    expect(search.body.data.items.map((s: { name: string }) => s.name)).toEqual(['Fan Fiona']);
    const literal = await call(t.app, { method: 'GET', url: `${url}?q=%25`, token: host.token });
    expect(literal.body.data.items.map((s: { name: string }) => s.name)).toEqual(['100% Pat']);
    expect(JSON.stringify(all)).not.toContain('fiona@example.com');

    const csv = await t.app.inject({
      method: 'GET',
      url: `${url}.csv`,
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Subscribed at');
    expect(lines).toHaveLength(4);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") ""Bob"", Jr"`);
    expect(csv.body).not.toContain('fiona@example.com');

    expect((await call(t.app, { method: 'GET', url, token: fan.token })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: `${url}.csv`, token: fan.token })).status).toBe(403);
  });

  it('defuses spreadsheet formulas in CSV fields', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-2+cmd')).toBe("'-2+cmd");
    expect(csvCell('-2')).toBe('-2');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
  });
});
