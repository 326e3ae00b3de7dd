import {
  asShortCode,
  formatShortCode,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
} from '@mingle/shared/short-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, type SeededEvent, seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { newShortCode } from '../../lib/ticket-codes.ts';
import { doorCodeDigest, doorShortCodeDigest } from './ticket-codes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHAPE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

async function tickets(event: SeededEvent, quantity: number, name = 'Grace Hopper') {
  const guest = await seedUser(t.db, { name });
  const order = await buyTickets(t.app, guest.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0]!, quantity },
  ]);
  const views: { id: string; code: string; shortCode: string }[] = [];
  for (const ticket of order.tickets) {
    const res = await call(t.app, { method: 'GET', url: `/api/v1/tickets/${ticket.id}`, token: guest.token });
    views.push(res.body.data);
  }
  return { guest, views };
}

const redeem = (event: SeededEvent, payload: object, token = event.host.token) =>
  call(t.app, { method: 'POST', url: `/api/v1/events/${event.eventId}/redeem`, token, payload });

describe('short codes', () => {
  it('draws 8 characters from the alphabet without look-alikes, using all of it', () => {
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const code = newShortCode();
      expect(code).toMatch(SHAPE);
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(SHORT_CODE_ALPHABET.length);
  });

  it('reads a typed code in any case with spaces and dashes, and nothing else', () => {
    expect(asShortCode(' k7qm-3rxt ')).toBe('K7QM3RXT');
    expect(asShortCode('K7QM 3RXT')).toBe('K7QM3RXT');
    expect(asShortCode('K7QM3RX0')).toBeNull();
    expect(asShortCode('K7QM3RX')).toBeNull();
    expect(formatShortCode('K7QM3RXT')).toBe('K7QM-3RXT');
  });

  it('gives every new ticket its own short code, shown to the holder beside the QR code', async () => {
    const event = await seedEvent(t.db);
    const { views } = await tickets(event, 6);
    for (const v of views) expect(v.shortCode).toMatch(SHAPE);
    expect(new Set(views.map((v) => v.shortCode)).size).toBe(6);
  });

  it('is unique per event: the database refuses a second ticket with the code, another event may have it', async () => {
    const event = await seedEvent(t.db);
    const other = await seedEvent(t.db);
    const [a, b] = (await tickets(event, 2)).views;
    const [c] = (await tickets(other, 1)).views;
    await expect(
      t.db.query('UPDATE tickets SET short_code = $1 WHERE id = $2', [a!.shortCode, b!.id]),
    ).rejects.toThrow();
    await t.db.query('UPDATE tickets SET short_code = $1 WHERE id = $2', [a!.shortCode, c!.id]);
    expect((await redeem(event, { code: a!.shortCode })).body.data.ticketId).toBe(a!.id);
    expect((await redeem(other, { code: a!.shortCode })).body.data.ticketId).toBe(c!.id);
  });

  it('fills tickets written without one (how the migration backfilled existing tickets)', async () => {
    const event = await seedEvent(t.db);
    const { views } = await tickets(event, 1);
    const order = await t.db.maybeOne<{ order_id: string }>('SELECT order_id FROM tickets WHERE id = $1', [
      views[0]!.id,
    ]);
    const rows = await t.db.query<{ short_code: string }>(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, code, price_paid_cents)
       SELECT $1, $2, $3, 'hand-written-' || g, 0 FROM generate_series(1, 50) g RETURNING short_code`,
      [order!.order_id, event.eventId, event.ticketTypeIds[0]],
    );
    for (const r of rows) expect(r.short_code).toMatch(SHAPE);
  });
});

describe('redeeming by short code', () => {
  it('accepts the short code in any case, with spaces or dashes; the long code still works', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ name: 'General' }] });
    const { views, guest } = await tickets(event, 2);
    const typed = formatShortCode(views[0]!.shortCode).toLowerCase().replace('-', ' - ');
    const first = await redeem(event, { code: typed });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      ticketId: views[0]!.id,
      status: 'redeemed',
      holder: { id: guest.userId, firstName: 'Grace' },
      redeemedBy: { id: event.host.userId, name: 'Hana Host' },
    });
    expect((await redeem(event, { code: views[1]!.code })).body.data.ticketId).toBe(views[1]!.id);
  });

  it('answers a replay as already redeemed, saying when and by whom', async () => {
    const event = await seedEvent(t.db);
    const { views } = await tickets(event, 1);
    const first = await redeem(event, { code: views[0]!.shortCode });
    const again = await redeem(event, { code: views[0]!.shortCode.toLowerCase() });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'ALREADY_REDEEMED',
      message: `Already redeemed at ${first.body.data.redeemedAt}`,
      fields: {
        redeemedAt: first.body.data.redeemedAt,
        redeemedBy: 'Hana Host',
        redeemedById: event.host.userId,
      },
    });
    // The QR of the same ticket is the same ticket.
    expect((await redeem(event, { code: views[0]!.code })).status).toBe(409);
  });

  it("refuses another event's short code: WRONG_EVENT inside the organization, unknown beyond it", async () => {
    const event = await seedEvent(t.db);
    const sibling = await seedEvent(t.db, { host: event.host });
    const stranger = await seedEvent(t.db);
    const mine = (await tickets(sibling, 1)).views[0]!;
    const theirs = (await tickets(stranger, 1)).views[0]!;
    const wrong = await redeem(event, { code: mine.shortCode });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('WRONG_EVENT');
    const unknown = await redeem(event, { code: theirs.shortCode });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No ticket has this code');
    // Neither was redeemed by the refusals.
    expect((await redeem(sibling, { code: mine.shortCode })).status).toBe(200);
    expect((await redeem(stranger, { code: theirs.shortCode }, stranger.host.token)).status).toBe(200);
  });

  it('lets one of two racing redeems of the same code in, the other is told it was redeemed', async () => {
    const event = await seedEvent(t.db);
    const { views } = await tickets(event, 1);
    const door = await seedUser(t.db, { name: 'Dora Door' });
    const org = await t.db.maybeOne<{ id: string }>(
      'SELECT organization_id AS id FROM events WHERE id = $1',
      [event.eventId],
    );
    await t.db.query(`UPDATE users SET phone = '+14155550142' WHERE id = $1`, [door.userId]);
    const added = await call(t.app, {
      method: 'POST',
      url: `/api/v1/organizations/${org!.id}/members`,
      token: event.host.token,
      payload: { phone: '+14155550142', role: 'door' },
    });
    expect(added.status).toBe(200);
    const accepted = await call(t.app, {
      method: 'POST',
      url: `/api/v1/team-invitations/${added.body.data.id}/accept`,
      token: door.token,
    });
    expect(accepted.status).toBe(200);
    const results = await Promise.all([
      redeem(event, { code: views[0]!.shortCode }),
      redeem(event, { code: views[0]!.shortCode.toLowerCase() }, door.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('checks a guest in by ticket id from the list, once; the id must be of this event', async () => {
    const event = await seedEvent(t.db);
    const other = await seedEvent(t.db, { host: event.host });
    const ticket = (await tickets(event, 1)).views[0]!;
    const elsewhere = (await tickets(other, 1)).views[0]!;
    expect((await redeem(event, { ticketId: ticket.id })).status).toBe(200);
    expect((await redeem(event, { ticketId: ticket.id })).body.error.code).toBe('ALREADY_REDEEMED');
    expect((await redeem(event, { ticketId: elsewhere.id })).body.error.code).toBe('WRONG_EVENT');
    expect((await redeem(event, { ticketId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await redeem(event, {})).status).toBe(400);
    expect((await redeem(event, { code: ticket.code, ticketId: ticket.id })).status).toBe(400);
  });

  it('gives a claimed ticket a new short code; the old one stops working', async () => {
    const event = await seedEvent(t.db);
    const { views, guest } = await tickets(event, 1);
    const share = await call(t.app, {
      method: 'POST',
      url: `/api/v1/tickets/${views[0]!.id}/share`,
      token: guest.token,
    });
    const friend = await seedUser(t.db, { name: 'Alan Turing' });
    const claimed = await call(t.app, {
      method: 'POST',
      url: `/api/v1/shared/${share.body.data.shareToken}/claim`,
      token: friend.token,
    });
    expect(claimed.body.data.shortCode).toMatch(SHAPE);
    expect(claimed.body.data.shortCode).not.toBe(views[0]!.shortCode);
    expect((await redeem(event, { code: views[0]!.shortCode })).status).toBe(404);
    expect((await redeem(event, { code: claimed.body.data.shortCode })).status).toBe(200);
  });
});

describe('the door list for checking in offline', () => {
  it('has every ticket with digests of its codes, never the codes, for the team only', async () => {
    const event = await seedEvent(t.db, { ticketTypes: [{ name: 'VIP' }] });
    const { views } = await tickets(event, 2, 'Ada Lovelace');
    await redeem(event, { code: views[1]!.shortCode });
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.eventId}/door-list`,
      token: event.host.token,
    });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.items.map((i: { ticketId: string }) => [i.ticketId, i]));
    expect(byId.get(views[0]!.id)).toMatchObject({
      holder: { firstName: 'Ada' },
      ticketTypeName: 'VIP',
      status: 'valid',
      redeemedBy: null,
      codeDigest: doorCodeDigest(event.eventId, views[0]!.code),
      shortCodeDigest: doorShortCodeDigest(event.eventId, views[0]!.shortCode),
    });
    expect(byId.get(views[1]!.id)).toMatchObject({ status: 'redeemed', redeemedBy: { name: 'Hana Host' } });
    const body = JSON.stringify(res.body);
    for (const v of views) {
      expect(body).not.toContain(v.code);
      expect(body).not.toContain(v.shortCode);
    }
    const guest = await seedUser(t.db);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/v1/events/${event.eventId}/door-list`,
          token: guest.token,
        })
      ).status,
    ).toBe(403);
  });

  it('cuts short-code digests to 5 hex characters, shared by so many codes that a copied list gives none away', async () => {
    const event = await seedEvent(t.db);
    const { views } = await tickets(event, 3);
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.eventId}/door-list`,
      token: event.host.token,
    });
    const items: { ticketId: string; codeDigest: string; shortCodeDigest: string }[] = res.body.data.items;
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.shortCodeDigest).toMatch(/^[0-9a-f]{5}$/);
      expect(item.codeDigest).toHaveLength(22);
    }
    // 31^8 codes over 16^5 prefixes: every prefix stands for ~800,000 codes.
    expect(SHORT_CODE_ALPHABET.length ** SHORT_CODE_LENGTH / 16 ** 5).toBeGreaterThan(500_000);
    // What brute force over the code space finds: 50,000 codes already share prefixes ~1,190 times
    // (birthday bound), so hashing every code leaves ~800,000 candidates per guest, not one.
    const byPrefix = new Map<string, number>();
    let code = views[0]!.shortCode;
    for (let i = 0; i < 50_000; i += 1) {
      const prefix = doorShortCodeDigest(event.eventId, code);
      byPrefix.set(prefix, (byPrefix.get(prefix) ?? 0) + 1);
      code = nextCode(code);
    }
    const shared = [...byPrefix.values()].filter((n) => n > 1).length;
    expect(shared).toBeGreaterThan(500);
  });
});

/** The next code in alphabet order: a walk over the code space like a brute-force attack's. */
function nextCode(code: string): string {
  const chars = [...code];
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    const at = SHORT_CODE_ALPHABET.indexOf(chars[i]!);
    if (at < SHORT_CODE_ALPHABET.length - 1) {
      chars[i] = SHORT_CODE_ALPHABET[at + 1]!;
      return chars.join('');
    }
    chars[i] = SHORT_CODE_ALPHABET[0]!;
  }
  return chars.join('');
}
