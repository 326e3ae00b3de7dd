import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets } from '../../../test/checkout-fixtures.ts';
import { createHost, createPublishedEvent, type Host } from '../../../test/event-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';
import type { EmailMessage, EmailProvider } from '../../providers/messaging/messaging.ts';
import { guestNoticeJobs } from './guest-notices.ts';

/** Records what it sends; an address in `failOnce` fails its first attempt (a provider hiccup). */
class FlakyEmail implements EmailProvider {
  readonly name = 'flaky';
  readonly sent: EmailMessage[] = [];
  readonly failOnce = new Set<string>();
  async send(message: EmailMessage): Promise<{ id: string }> {
    if (this.failOnce.delete(message.to)) throw new Error('provider unavailable');
    this.sent.push(message);
    return { id: crypto.randomUUID() };
  }
  to(address: string, subjectStart: string): EmailMessage[] {
    return this.sent.filter((m) => m.to === address && m.subject.startsWith(subjectStart));
  }
}

describe('guest notices go out through the job queue', () => {
  let t: TestApp;
  let host: Host;
  const email = new FlakyEmail();
  beforeAll(async () => {
    t = await createTestApp({}, { providers: { email } });
    host = await createHost(t, 'Queue Club');
  });
  afterAll(() => t.close());

  const cancel = (eventId: string) =>
    call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/cancel`,
      token: host.token,
      // Refunds off: their own e-mails would take the flaky provider's one failure.
      payload: { message: 'Storm warning', refund: false },
    });
  const jobs = (type: string) =>
    t.db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM jobs WHERE type = $1 ORDER BY created_at',
      [type],
    );

  it('tells ticket holders, retries only the send that failed, and tells nobody twice', async () => {
    const event = await createPublishedEvent(t, host, { title: 'Windy Gala' }, { priceCents: 1500 });
    const holder = await seedUser(t.db, { email: 'holder@example.com' });
    const flaky = await seedUser(t.db, { email: 'flaky@example.com' });
    for (const guest of [holder, flaky]) {
      await buyTickets(t.app, guest.token, event.id, [
        { ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 },
      ]);
    }
    await t.app.jobs.runDueJobs(); // the receipts
    email.failOnce.add('flaky@example.com');

    expect((await cancel(event.id)).status).toBe(200);
    expect(email.to('holder@example.com', 'Cancelled:')).toHaveLength(0);
    await t.app.jobs.runDueJobs();

    const [toHolder] = email.to('holder@example.com', 'Cancelled:');
    expect(toHolder).toMatchObject({ subject: 'Cancelled: Windy Gala' });
    expect(toHolder!.text).toContain('Storm warning');
    expect(email.to('flaky@example.com', 'Cancelled:')).toHaveLength(0);
    const notes = await call(t.app, { method: 'GET', url: '/api/v1/notifications', token: holder.token });
    expect(notes.body.data.items[0]).toMatchObject({
      type: 'event',
      payload: { kind: 'cancelled', eventId: event.id },
    });

    // The failed send waits for its backoff, then goes out once; the others are not repeated.
    const later = new Date(Date.now() + 60_000);
    await t.app.jobs.runDueJobs({ now: later });
    expect(email.to('flaky@example.com', 'Cancelled:')).toHaveLength(1);
    expect(email.to('holder@example.com', 'Cancelled:')).toHaveLength(1);
    expect((await jobs('events.notice-send')).map((j) => [j.status, j.attempts])).toEqual(
      expect.arrayContaining([
        ['done', 1],
        ['done', 2],
      ]),
    );
    const notice = await t.db.maybeOne<{ recipient_count: number }>(
      'SELECT recipient_count FROM event_notices WHERE event_id = $1',
      [event.id],
    );
    expect(notice!.recipient_count).toBe(2);
  });

  it('fans a notice out once even when its job runs again, and skips accounts deleted since', async () => {
    const event = await createPublishedEvent(t, host, { title: 'Twice Told' });
    const stays = await seedUser(t.db, { email: 'stays@example.com' });
    const leaves = await seedUser(t.db, { email: 'leaves@example.com' });
    for (const guest of [stays, leaves]) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/v1/events/${event.id}/rsvp`,
        token: guest.token,
        payload: { answer: 'Yes' },
      });
      expect(res.status).toBe(200);
    }
    expect((await cancel(event.id)).status).toBe(200);
    const notice = await t.db.maybeOne<{ id: string }>('SELECT id FROM event_notices WHERE event_id = $1', [
      event.id,
    ]);
    // The fan-out alone, twice, as when a worker dies before marking its job done.
    const fanOut = () =>
      guestNoticeJobs
        .find((j) => j.kind.name === 'events.notice-fanout')!
        .run({ noticeId: notice!.id }, { app: t.app.ctx, now: new Date(), attempt: 1, log: t.app.log });
    await fanOut();
    await fanOut();
    const deleted = await call(t.app, { method: 'DELETE', url: '/api/v1/deleteUser', token: leaves.token });
    expect(deleted.status).toBe(200);

    await t.app.jobs.runDueJobs();
    expect(email.to('stays@example.com', 'Cancelled:')).toHaveLength(1);
    expect(email.to('leaves@example.com', 'Cancelled:')).toHaveLength(0);
    const notes = await t.db.maybeOne<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND payload->>'eventId' = $2`,
      [stays.userId, event.id],
    );
    expect(notes!.n).toBe(1);
  });
});
