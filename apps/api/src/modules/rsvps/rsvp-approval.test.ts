import { ZEvent, ZEventRsvpsPage, ZRsvp } from '@mingle/shared/schemas/events';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createHost,
  createPublishedEvent,
  type Host,
  outboxFor,
  useHostApp,
} from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { type SeededUser, seedUser } from '../../../test/seed-users.ts';

describe('RSVPs on approval-required events', () => {
  const { t, host } = useHostApp();
  let otherHost: Host;
  let stranger: SeededUser;
  beforeAll(async () => {
    otherHost = await createHost(t, 'Early Birds');
    stranger = await seedUser(t.db);
  });

  const approvalEvent = (overrides: { capacity?: number } = {}) =>
    createPublishedEvent(t, host, { settings: { approvalRequired: true }, ...overrides });
  const rsvp = (eventId: string, answer: string, user: SeededUser) =>
    call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/rsvp`,
      token: user.token,
      payload: { answer },
    });
  const decide = (eventId: string, guestId: string, action: 'approve' | 'decline', user: SeededUser = host) =>
    call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/rsvps/${guestId}/${action}`,
      token: user.token,
    });
  const view = async (eventId: string, user: SeededUser) => {
    const res = await call(t.app, { method: 'GET', url: `/api/v1/events/${eventId}`, token: user.token });
    return ZEvent.parse(res.body.data);
  };
  const rsvpList = async (eventId: string) => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${eventId}/rsvps`,
      token: host.token,
    });
    expect(res.status).toBe(200);
    return ZEventRsvpsPage.parse(res.body.data).items;
  };
  const eventNotifications = async (user: SeededUser) => {
    const res = await call(t.app, { method: 'GET', url: '/api/v1/notifications', token: user.token });
    return (res.body.data.items as { type: string; payload: Record<string, unknown> }[]).filter(
      (n) => n.type === 'event',
    );
  };

  it('keeps a Yes pending: not Going anywhere until the host approves', async () => {
    const event = await approvalEvent();
    const guest = await seedUser(t.db, { name: 'Pat', email: 'pat@example.com' });
    const answered = await rsvp(event.id, 'Yes', guest);
    expect(answered.status).toBe(200);
    expect(ZRsvp.parse(answered.body.data)).toMatchObject({
      answer: 'Yes',
      approval: 'pending',
      attendance: 'Not Going',
    });

    const pending = await view(event.id, guest);
    expect(pending.counts.going).toBe(0);
    expect(pending.viewer).toMatchObject({ rsvp: 'Yes', rsvpApproval: 'pending', attendance: 'Not Going' });
    const guestList = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.id}/guests`,
      token: guest.token,
    });
    expect(guestList.status).toBe(403);
    const mine = await call(t.app, {
      method: 'GET',
      url: '/api/v1/me/events?tab=upcoming',
      token: guest.token,
    });
    expect(mine.body.data.items.map((e: { id: string }) => e.id)).not.toContain(event.id);
    expect(await rsvpList(event.id)).toMatchObject([{ user: { id: guest.userId }, approval: 'pending' }]);

    const approved = await decide(event.id, guest.userId, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual({ userId: guest.userId, approval: 'approved' });
    const going = await view(event.id, guest);
    expect(going.counts.going).toBe(1);
    expect(going.viewer).toMatchObject({ rsvpApproval: 'approved', attendance: 'Going' });
    const mineAfter = await call(t.app, {
      method: 'GET',
      url: '/api/v1/me/events?tab=upcoming',
      token: guest.token,
    });
    expect(mineAfter.body.data.items.map((e: { id: string }) => e.id)).toContain(event.id);

    expect(await eventNotifications(guest)).toMatchObject([
      { payload: { kind: 'rsvp', eventId: event.id, decision: 'approved' } },
    ]);
    await t.app.jobs.runDueJobs();
    const [message] = await outboxFor(t, 'pat@example.com');
    expect(message?.body).toMatch(/approved your spot/);

    // Deciding again changes nothing and tells nobody twice.
    expect((await decide(event.id, guest.userId, 'approve')).status).toBe(200);
    expect(await eventNotifications(guest)).toHaveLength(1);
    // Switching to Maybe and back keeps the spot.
    await rsvp(event.id, 'Maybe', guest);
    expect((await rsvp(event.id, 'Yes', guest)).body.data.approval).toBe('approved');
  });

  it('declines: the guest is told, stays off the guest list and cannot ask again by re-answering', async () => {
    const event = await approvalEvent();
    const guest = await seedUser(t.db, { email: null, phone: '+14155550177' });
    await rsvp(event.id, 'Yes', guest);
    const declined = await decide(event.id, guest.userId, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.data.approval).toBe('declined');
    expect((await view(event.id, guest)).viewer).toMatchObject({
      rsvpApproval: 'declined',
      attendance: 'Not Going',
    });
    expect(await eventNotifications(guest)).toMatchObject([
      { payload: { eventId: event.id, decision: 'declined' } },
    ]);
    await t.app.jobs.runDueJobs();
    expect((await outboxFor(t, '+14155550177'))[0]?.body).toMatch(/couldn't approve/);
    await rsvp(event.id, 'No', guest);
    expect((await rsvp(event.id, 'Yes', guest)).body.data.approval).toBe('declined');
    expect((await view(event.id, guest)).counts.going).toBe(0);
  });

  it('lists pending requests first to the host', async () => {
    const event = await approvalEvent();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => seedUser(t.db)));
    await rsvp(event.id, 'Yes', a!);
    await rsvp(event.id, 'No', b!);
    await rsvp(event.id, 'Maybe', c!);
    await decide(event.id, a!.userId, 'approve');
    const items = await rsvpList(event.id);
    expect(items.map((i) => [i.user.id, i.approval])).toEqual([
      [c!.userId, 'pending'],
      [b!.userId, 'approved'],
      [a!.userId, 'approved'],
    ]);
  });

  it('refuses another host (403), a stranger (403), the guest, unknown guests (404) and a full event', async () => {
    const event = await approvalEvent({ capacity: 1 });
    const [first, second] = await Promise.all([seedUser(t.db), seedUser(t.db)]);
    await rsvp(event.id, 'Yes', first!);
    await rsvp(event.id, 'Yes', second!);
    expect((await decide(event.id, first!.userId, 'approve', otherHost)).status).toBe(403);
    expect((await decide(event.id, first!.userId, 'approve', stranger)).status).toBe(403);
    expect((await decide(event.id, first!.userId, 'approve', first!)).status).toBe(403);
    expect((await decide(event.id, stranger.userId, 'approve')).status).toBe(404);
    expect((await decide(event.id, 'not-a-uuid', 'approve')).status).toBe(400);
    const anonymous = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/rsvps/${first!.userId}/approve`,
    });
    expect(anonymous.status).toBe(401);
    expect(await eventNotifications(first!)).toEqual([]);

    expect((await decide(event.id, first!.userId, 'approve')).status).toBe(200);
    const full = await decide(event.id, second!.userId, 'approve');
    expect(full.status).toBe(409);
    expect((await view(event.id, second!)).viewer?.rsvpApproval).toBe('pending');
  });

  it("never holds back the host's own answer or a ticket holder", async () => {
    const event = await approvalEvent();
    expect((await rsvp(event.id, 'Yes', host)).body.data.approval).toBe('approved');
    const holder = await seedUser(t.db);
    const order = await t.db.maybeOne<{ id: string }>(
      `INSERT INTO orders (event_id, buyer_id, status, currency, subtotal_cents, discount_cents, fee_cents, total_cents, expires_at)
       VALUES ($1, $2, 'paid', 'USD', 0, 0, 0, 0, now()) RETURNING id`,
      [event.id, holder.userId],
    );
    await t.db.query(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, price_paid_cents)
       SELECT $1, $2, id, $3, $4, 0 FROM ticket_types WHERE event_id = $2 LIMIT 1`,
      [order!.id, event.id, holder.userId, crypto.randomUUID()],
    );
    const answered = await rsvp(event.id, 'Yes', holder);
    expect(answered.body.data).toMatchObject({ approval: 'approved', attendance: 'Going' });
  });

  it('leaves events without approval unchanged', async () => {
    const event = await createPublishedEvent(t, host);
    const guest = await seedUser(t.db);
    const answered = await rsvp(event.id, 'Yes', guest);
    expect(answered.body.data).toMatchObject({ approval: 'approved', attendance: 'Going' });
    const seen = await view(event.id, guest);
    expect(seen.counts.going).toBe(1);
    expect(seen.viewer?.rsvpApproval).toBe('approved');
  });
});
