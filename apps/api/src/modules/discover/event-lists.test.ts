import { ZHostEventsPage, ZHostEventsQuery, ZMyEventsPage } from '@mingle/shared/schemas/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEvents } from '../../../test/discover-fixtures.ts';
import { createHost, type Host } from '../../../test/event-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';
import { listHostEvents } from './discover.service.ts';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('host and guest event lists', () => {
  let t: TestApp;
  let host: Host;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    host = await createHost(t);
    const names = ['Next week', 'Tomorrow', 'Last month', 'Called off', 'Someday draft'];
    const created = await seedEvents(t.db, host.organizationId, [
      { title: 'Next week', startsAt: at(24 * 7), endsAt: at(24 * 7 + 2) },
      { title: 'Tomorrow', startsAt: at(24), endsAt: at(26) },
      { title: 'Last month', startsAt: at(-24 * 30), endsAt: at(-24 * 30 + 2) },
      { title: 'Called off', startsAt: at(48), endsAt: at(50), status: 'cancelled' },
      { title: 'Someday draft', startsAt: at(72), endsAt: at(74), status: 'draft' },
    ]);
    ids = Object.fromEntries(names.map((n, i) => [n, created[i]!]));
    const rival = await createHost(t, 'Rival');
    await seedEvents(t.db, rival.organizationId, [{ title: 'Not mine', startsAt: at(5), endsAt: at(6) }]);
  });
  afterAll(() => t.close());

  const hostTab = async (query: string, token = host.token) =>
    ZHostEventsPage.parse(
      (await call(t.app, { method: 'GET', url: `/api/v1/host/events?${query}`, token })).body.data ?? {},
    );

  it('splits the host events into Upcoming, Past (ended or cancelled) and Drafts with counts', async () => {
    const upcoming = await hostTab('tab=upcoming');
    expect(upcoming.items.map((e) => e.title)).toEqual(['Tomorrow', 'Next week']);
    expect(upcoming.counts).toEqual({ upcoming: 2, past: 2, drafts: 1 });
    const past = await hostTab('tab=past');
    expect(past.items.map((e) => [e.title, e.status])).toEqual([
      ['Called off', 'cancelled'],
      ['Last month', 'published'],
    ]);
    expect((await hostTab('tab=drafts')).items.map((e) => e.title)).toEqual(['Someday draft']);
  });

  it('filters by a range in the host zone, and is empty for someone without an organization', async () => {
    const now = new Date();
    const today = await listHostEvents(t, host.userId, ZHostEventsQuery.parse({ range: 'month' }), now);
    expect(today.items.every((e) => new Date(e.startsAt!).getUTCMonth() === now.getUTCMonth())).toBe(true);
    const wed = new Date('2027-03-10T20:00:00Z');
    const none = await listHostEvents(t, host.userId, ZHostEventsQuery.parse({ range: 'today' }), wed);
    expect(none).toMatchObject({ total: 0, counts: { upcoming: 0, past: 0, drafts: 0 } });
    const guest = await seedUser(t.db);
    expect(await hostTab('tab=upcoming', guest.token)).toMatchObject({ total: 0, items: [] });
    expect(
      (await call(t.app, { method: 'GET', url: '/api/v1/host/events?tab=nope', token: host.token })).status,
    ).toBe(400);
  });

  it("shows a guest's Upcoming (Yes/Maybe), Invited (unanswered) and Attended (ended Yes) tabs", async () => {
    const guest = await seedUser(t.db, { email: 'tabs@example.com' });
    const answer = (title: string, answer: string) =>
      t.db.query('INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, $3)', [
        ids[title],
        guest.userId,
        answer,
      ]);
    await answer('Tomorrow', 'Maybe');
    await answer('Called off', 'Yes');
    await answer('Last month', 'Yes');
    await t.db.query(
      `INSERT INTO invitations (event_id, email) VALUES ($1, 'tabs@example.com'), ($2, 'tabs@example.com')`,
      [ids['Next week'], ids.Tomorrow],
    );
    const tab = async (name: string) =>
      ZMyEventsPage.parse(
        (await call(t.app, { method: 'GET', url: `/api/v1/me/events?tab=${name}`, token: guest.token })).body
          .data,
      );
    const upcoming = await tab('upcoming');
    expect(upcoming.items.map((e) => [e.title, e.rsvp, e.status, e.invited])).toEqual([
      ['Tomorrow', 'Maybe', 'published', true],
      ['Called off', 'Yes', 'cancelled', false],
    ]);
    expect((await tab('invited')).items.map((e) => e.title)).toEqual(['Next week']);
    expect((await tab('attended')).items.map((e) => e.title)).toEqual(['Last month']);
  });
});
