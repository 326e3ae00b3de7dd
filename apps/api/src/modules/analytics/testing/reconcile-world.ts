import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.ts';

/**
 * The small world the reconcile property (../analytics-reconcile.test.ts) writes in: a host,
 * events with two ticket types, guests whose ages sit on a birthday, and side events with sales
 * that fill the revenue lists. `sell` is also the property's own "buy" write (reconcile-writes.ts).
 */

const DAY = 86_400_000;

export interface World {
  hostId: string;
  orgId: string;
  events: { id: string; typeIds: string[] }[];
  users: string[];
}

/** An order of `quantity` tickets of one type, paid or left pending, straight into the tables. */
export async function sell(
  db: Db,
  eventId: string,
  typeId: string,
  user: string,
  when: Date,
  quantity: number,
  discount: number,
  paid: boolean,
): Promise<void> {
  const [o] = await db.query<{ id: string }>(
    `INSERT INTO orders (event_id, buyer_id, status, currency, subtotal_cents, discount_cents, fee_cents, total_cents,
                         provider, expires_at, paid_at, created_at)
     SELECT $1, $2, $3, 'USD', $4 * tt.price_cents, $4 * $5, 0, $4 * (tt.price_cents - $5), 'sandbox', $6, $7, $6
       FROM ticket_types tt WHERE tt.id = $8 RETURNING id`,
    [eventId, user, paid ? 'paid' : 'pending', quantity, discount, when, paid ? when : null, typeId],
  );
  await db.query(
    `INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_cents, unit_discount_cents,
                              unit_net_cents, unit_tax_cents, unit_gross_cents)
     SELECT $1, id, $2, price_cents, $3, price_cents - $3, 0, price_cents - $3 FROM ticket_types WHERE id = $4`,
    [o!.id, quantity, discount, typeId],
  );
  if (paid)
    await db.query(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, price_paid_cents, status, created_at)
       SELECT $1, $2, $3, $4, md5(random()::text), 0, 'valid', $5 FROM generate_series(1, $6)`,
      [o!.id, eventId, typeId, user, when, quantity],
    );
}

export async function buildWorld(db: Db, at: (hoursAgo: number) => Date): Promise<World> {
  const tag = randomUUID();
  const [host] = await db.query<{ id: string }>(
    `INSERT INTO users (email, name, profile_status) VALUES ($1, 'Host', 'Completed') RETURNING id`,
    [`host-${tag}@test.local`],
  );
  const [org] = await db.query<{ id: string }>(
    `INSERT INTO organizations (owner_id, name) VALUES ($1, 'Org') RETURNING id`,
    [host!.id],
  );
  const e1Start = at(20 * 24);
  // Turning 25 the day before, of or after event 1's UTC date: the band depends on the zone.
  const d = (days: number) => new Date(e1Start.getTime() + days * DAY).toISOString().slice(0, 10);
  const birth = (s: string) => `${Number(s.slice(0, 4)) - 25}${s.slice(4)}`;
  const profiles: [string | null, string | null, string | null][] = [
    ['Man', 'Dating', birth(d(-1))],
    ['Woman', 'Friendship', birth(d(0))],
    ['Non-Binary', null, birth(d(1))],
    [null, 'Open to anything', null],
    ['Woman', 'Dating', '2010-05-05'],
    ['Man', 'Friendship', '1960-01-01'],
    ['Woman', 'Dating', '1990-02-28'],
  ];
  const users: string[] = [];
  for (const [i, [gender, intent, birthdate]] of profiles.entries()) {
    const [u] = await db.query<{ id: string }>(
      `INSERT INTO users (email, name, gender, intent, birthdate, profile_status)
       VALUES ($1, 'Guest', $2, $3, $4, 'Completed') RETURNING id`,
      [`g${i}-${tag}@test.local`, gender, intent, birthdate],
    );
    users.push(u!.id);
  }
  // Four events the writes below pick from, then eleven more with a sale of each ticket type
  // (some of them the same amount, so the cut is made on the id), so the revenue lists have
  // more events and types than they show and end with an "Other" row.
  const starts: (Date | null)[] = [e1Start, at(-5 * 24), null, at(3 * 24)];
  const sideStarts = Array.from({ length: 11 }, (_, i) => at((i - 3) * 24 * 3));
  const events: World['events'] = [];
  for (const start of [...starts, ...sideStarts]) {
    const [e] = await db.query<{ id: string }>(
      `INSERT INTO events (organization_id, status, title, starts_at, ends_at, time_zone, published_at)
       VALUES ($1, 'published', 'Night', $2, $2::timestamptz + interval '3 hours', 'UTC', now()) RETURNING id`,
      [org!.id, start],
    );
    const types = await db.query<{ id: string }>(
      `INSERT INTO ticket_types (event_id, name, price_cents, quantity, currency)
       SELECT $1, t.name, t.price, 1000, t.cur FROM (VALUES ('General', 1500, 'USD'), ('VIP', 4000, 'EUR')) t(name, price, cur)
       RETURNING id`,
      [e!.id],
    );
    events.push({ id: e!.id, typeIds: types.map((t) => t.id) });
  }
  for (const [i, e] of events.slice(starts.length).entries())
    for (const [k, typeId] of e.typeIds.entries())
      await sell(
        db,
        e.id,
        typeId,
        users[i % users.length]!,
        at(1 + i * 20),
        1 + ((i + k) % 2),
        i % 3 === 0 ? 300 : 0,
        true,
      );
  return { hostId: host!.id, orgId: org!.id, events: events.slice(0, starts.length), users };
}
