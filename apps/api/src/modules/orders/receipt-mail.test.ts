import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { startSmtpServer } from '../../../test/messaging-servers.ts';

const HOSTILE = '<script>alert(1)</script> Jazz & "Blues", live';
const STARTS = new Date('2027-12-04T18:00:00Z');
const ENDS = new Date('2027-12-04T21:00:00Z');

/** A purchase whose receipt job has run. */
async function purchase(t: TestApp, email: string) {
  const { eventId, ticketTypeIds } = await seedEvent(t.db, {
    title: HOSTILE,
    startsAt: STARTS,
    endsAt: ENDS,
  });
  const buyer = await seedUser(t.db, { email });
  const order = await buyTickets(t.app, buyer.token, eventId, [
    { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
  ]);
  await t.app.jobs.runDueJobs();
  return { eventId, order };
}

describe('the receipt e-mail (dev outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://mingle.test' });
  });
  afterAll(() => t.close());

  it('has an HTML part with the title escaped, a text part with the zone, and the .ics attached', async () => {
    const { eventId, order } = await purchase(t, 'reader@example.com');
    const [mail] = await t.db.query<{
      subject: string;
      body: string;
      html: string | null;
      attachments: { filename: string; contentType: string; content: string }[];
    }>(`SELECT subject, body, html, attachments FROM outbox_messages WHERE recipient = $1`, [
      'reader@example.com',
    ]);
    expect(mail?.subject).toBe(`Your tickets for ${HOSTILE}`);

    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Jazz &amp; &quot;Blues&quot;, live');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('Total paid');

    // 18:00 UTC is 7 PM in Berlin (the event's zone), and the text says which zone.
    expect(mail?.body).toContain('When: Sat, Dec 4, 2027, 7:00 PM GMT+1');
    expect(mail?.body).toContain('Where: Club, 1 Main St, Berlin');
    // The buyer's tickets page, never one ticket's page: a ticket shared and claimed is the
    // friend's, and its link would then tell the buyer it is not in their account.
    expect(mail?.body).toContain('Your tickets: https://mingle.test/events\n');
    expect(mail?.body).not.toContain(`/tickets/${order.tickets[0]!.id}`);

    expect(mail?.attachments).toHaveLength(1);
    const [ics] = mail!.attachments;
    expect(ics).toMatchObject({
      filename: 'event.ics',
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    const lines = ics!.content.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain(`UID:${eventId}@mingle`);
    expect(lines).toContain('DTSTART:20271204T180000Z');
    expect(lines).toContain('DTEND:20271204T210000Z');
    expect(lines).toContain('SUMMARY:<script>alert(1)</script> Jazz & "Blues"\\, live');
    expect(lines).toContain('LOCATION:Club\\, 1 Main St\\, Berlin');
    expect(lines).toContain(`URL:https://mingle.test/event-details?id=${eventId}`);
  });

  it('says a free order is free, not "Paid $0.00"', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      title: 'Open Mic',
      startsAt: STARTS,
      endsAt: ENDS,
      ticketTypes: [{ priceCents: 0 }],
    });
    const buyer = await seedUser(t.db, { email: 'free@example.com', phone: '+14155550177' });
    await buyTickets(t.app, buyer.token, eventId, [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }]);
    await t.app.jobs.runDueJobs();
    const sent = await t.db.query<{ channel: string; body: string }>(
      `SELECT channel, body FROM outbox_messages WHERE recipient IN ('free@example.com', '+14155550177')`,
    );
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of sent) expect(m.body).not.toMatch(/Paid|\$0\.00/);
    expect(sent.find((m) => m.channel === 'sms')!.body).toContain('Free.');
    expect(sent.find((m) => m.channel === 'email')!.body).toContain('Total: Free');
  });
});

describe('the receipt e-mail through SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://mingle.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('arrives as text and HTML alternatives with event.ics attached as text/calendar', async () => {
    const { eventId } = await purchase(t, 'smtp-reader@example.com');
    const mail = smtp.mails.find((m) => m.to.includes('smtp-reader@example.com'));
    const raw = mail?.raw ?? '';
    expect(raw).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=event\.ics/m);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=event\.ics/m);
    expect(raw).toContain('When: Sat, Dec 4, 2027, 7:00 PM GMT+1');

    // nodemailer sends the attachment base64 (the helper's quoted-printable decoding eats its
    // padding, which Buffer does not need).
    expect(raw).toMatch(/name=event\.ics\r?\nContent-Transfer-Encoding: base64/);
    const part = /filename=event\.ics\r?\n\r?\n([A-Za-z0-9+/\r\n]+)/.exec(raw)?.[1] ?? '';
    const ics = Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:${eventId}@mingle`);
    expect(ics).toContain('DTSTART:20271204T180000Z');
    expect(await t.db.query('SELECT id FROM outbox_messages')).toHaveLength(0);
  });
});
