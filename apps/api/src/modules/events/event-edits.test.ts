import { describe, expect, it } from 'vitest';
import {
  addTicketType,
  completeEventBody,
  createDraft,
  createPublishedEvent,
  outboxFor,
  useHostApp,
} from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

describe('bad event input is refused where it is typed', () => {
  const { t, host } = useHostApp('Edit Club');
  const patch = (id: string, payload: object) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/events/${id}`, token: host.token, payload });
  const create = (payload: object) =>
    call(t.app, { method: 'POST', url: '/api/v1/events', token: host.token, payload });

  it('refuses a start in the past when an event is created or its time changed (422 startsAt)', async () => {
    const created = await create({
      startsAt: '2020-06-01T19:00:00.000Z',
      endsAt: '2020-06-01T22:00:00.000Z',
    });
    expect(created.status).toBe(422);
    expect(created.body.error.fields).toEqual({ startsAt: 'Choose a start in the future' });

    const draft = await createDraft(t, host, completeEventBody(48));
    const moved = await patch(draft.id, { startsAt: inHours(-2), endsAt: inHours(1) });
    expect(moved.status).toBe(422);
    expect(moved.body.error.fields).toEqual({ startsAt: 'Choose a start in the future' });

    // An event under way keeps its past start through other edits, even when it is sent again.
    const { started } = (await t.db.maybeOne<{ started: Date }>(
      `UPDATE events SET starts_at = now() - interval '1 hour' WHERE id = $1 RETURNING starts_at AS started`,
      [draft.id],
    ))!;
    const retitled = await patch(draft.id, { title: 'Still on', startsAt: started.toISOString() });
    expect(retitled.status).toBe(200);
  });

  it('takes a minimum age from 0 to 99 and names the field otherwise (422 ageLimit)', async () => {
    const draft = await createDraft(t, host);
    for (const ageLimit of [150, 100, -1]) {
      const res = await patch(draft.id, { ageLimit });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual({
        ageLimit: 'Enter a minimum age from 0 to 99, or leave it empty',
      });
    }
    const ok = await patch(draft.id, { ageLimit: 99 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.ageLimit).toBe(99);
  });

  describe('promo codes', () => {
    const promo = (eventId: string, payload: object) =>
      call(t.app, {
        method: 'POST',
        url: `/api/v1/events/${eventId}/promo-codes`,
        token: host.token,
        payload,
      });

    it('refuses a code that ends in the past (422 validUntil)', async () => {
      const draft = await createDraft(t, host, completeEventBody(48));
      const res = await promo(draft.id, {
        code: 'OLD2020',
        percentOff: 10,
        validUntil: '2020-12-31T00:00:00.000Z',
      });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual({ validUntil: 'Choose a date in the future' });
      expect((await promo(draft.id, { code: 'SOON', percentOff: 10, validUntil: inHours(24) })).status).toBe(
        200,
      );
    });

    it('refuses an amount off larger than every ticket it applies to (422 amountOffCents)', async () => {
      const draft = await createDraft(t, host, completeEventBody(48));
      const cheap = await addTicketType(t, host, draft.id, { name: 'GA', priceCents: 2500 });
      const res = await promo(draft.id, { code: 'BIG30', amountOffCents: 3000 });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual({
        amountOffCents: '$30.00 off is more than the ticket price ($25.00 at most): lower the amount',
      });
      // The whole price off is a free ticket, which is what the host may mean.
      expect((await promo(draft.id, { code: 'ALL25', amountOffCents: 2500 })).status).toBe(200);

      const vip = await addTicketType(t, host, draft.id, { name: 'VIP', priceCents: 6000 });
      expect((await promo(draft.id, { code: 'BIG30', amountOffCents: 3000 })).status).toBe(200);
      const onlyGa = await promo(draft.id, { code: 'GA30', amountOffCents: 3000, ticketTypeIds: [cheap.id] });
      expect(onlyGa.status).toBe(422);
      expect(
        (await promo(draft.id, { code: 'VIP30', amountOffCents: 3000, ticketTypeIds: [vip.id] })).status,
      ).toBe(200);
    });
  });

  it('says when connecting opens and closes (connectWindow)', async () => {
    const event = await createPublishedEvent(t, host, {}, { startsInHours: 8 * 24 });
    expect(event.connectWindow).toEqual({
      opensAt: new Date(Date.parse(event.startsAt!) - 24 * HOUR).toISOString(),
      closesAt: new Date(Date.parse(event.endsAt!) + 48 * HOUR).toISOString(),
    });
    expect((await createDraft(t, host)).connectWindow).toBeNull();
  });
});

describe('a live event’s changes reach its guests once', () => {
  const { t, host } = useHostApp('Notice Club', { EVENT_CHANGE_NOTICE_SECONDS: '2' });
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
  const patch = (id: string, payload: object) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/events/${id}`, token: host.token, payload });

  async function liveEventWithGuest(address: string) {
    const event = await createPublishedEvent(t, host, { title: 'Gathered' });
    const guest = await seedUser(t.db, { email: address });
    const rsvp = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/rsvp`,
      token: guest.token,
      payload: { answer: 'Yes' },
    });
    expect(rsvp.status).toBe(200);
    await t.app.jobs.runDueJobs();
    const updates = async () =>
      (await outboxFor(t, address)).filter((m) => m.subject === 'Updated: Gathered');
    return { event, updates };
  }

  it('sends one message with the final state after the last change', async () => {
    const { event, updates } = await liveEventWithGuest('once@example.com');
    expect((await patch(event.id, { startsAt: inHours(50), endsAt: inHours(53) })).status).toBe(200);
    await t.app.jobs.runDueJobs({ now: later(1) });
    expect((await patch(event.id, { venueName: 'The Second Barn', address: '2 Farm Rd' })).status).toBe(200);
    expect((await patch(event.id, { title: 'Gathered' })).status).toBe(200);
    await t.app.jobs.runDueJobs({ now: later(1) });
    expect(await updates()).toHaveLength(0);

    await t.app.jobs.runDueJobs({ now: later(3) });
    const sent = await updates();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('The Second Barn');
    await t.app.jobs.runDueJobs({ now: later(10) });
    expect(await updates()).toHaveLength(1);
  });

  it('sends nothing when the changes end where they began', async () => {
    const { event, updates } = await liveEventWithGuest('undo@example.com');
    expect((await patch(event.id, { venueName: 'Elsewhere' })).status).toBe(200);
    expect((await patch(event.id, { venueName: event.venueName })).status).toBe(200);
    await t.app.jobs.runDueJobs({ now: later(3) });
    expect(await updates()).toHaveLength(0);
  });

  it('sends nothing for a change saved with notifyGuests: false', async () => {
    const { event, updates } = await liveEventWithGuest('quiet@example.com');
    const res = await patch(event.id, { startsAt: inHours(60), endsAt: inHours(62), notifyGuests: false });
    expect(res.status).toBe(200);
    await t.app.jobs.runDueJobs({ now: later(3) });
    expect(await updates()).toHaveLength(0);
    expect((await patch(event.id, { notifyGuests: false })).status).toBe(400);
  });

  it('sends nothing once the event is cancelled within the window', async () => {
    const { event, updates } = await liveEventWithGuest('gone@example.com');
    expect((await patch(event.id, { city: 'Berkeley' })).status).toBe(200);
    const cancel = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/cancel`,
      token: host.token,
      payload: { message: 'Called off' },
    });
    expect(cancel.status).toBe(200);
    await t.app.jobs.runDueJobs({ now: later(3) });
    expect(await updates()).toHaveLength(0);
  });
});
