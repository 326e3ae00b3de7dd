import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Db, openPostgres } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';

/* The analytics benchmark's data (bench/analytics.bench.ts): one host's history of a given size, seeded once per size into a schema kept between runs. */

export interface Size {
  events: number;
  tickets: number;
  requests: number;
}

/**
 * One host and its history, of the given size: events a year back to a month ahead, orders of
 * two tickets sold over the month before each event (a fifth with a 10% promo, one in 33
 * refunded), two thirds of past tickets scanned, RSVPs, and connection requests (a tenth
 * answered with a match, a fifth declined, the rest pending).
 */
export async function seed(db: Db, size: Size): Promise<string> {
  const events = size.events;
  const orders = Math.round(size.tickets / 2);
  const users = Math.max(20_000, Math.round(size.tickets / 25));
  const initial = Math.round(size.requests / 1.1);
  await db.exec(`
    SET session_replication_role = replica;
    INSERT INTO users (email, name, profile_status) VALUES ('host@bench.local', 'Bench Host', 'Completed');
    INSERT INTO organizations (owner_id, name) SELECT id, 'Bench Nights' FROM users WHERE email = 'host@bench.local';
    INSERT INTO users (email, name, gender, intent, birthdate, profile_status)
      SELECT 'g' || g || '@bench.local', 'Guest ' || g, (ARRAY['Man', 'Woman', 'Non-Binary'])[1 + g % 3],
             (ARRAY['Open to anything', 'Friendship', 'Dating'])[1 + g % 3], date '1965-01-01' + (g % 15000), 'Completed'
        FROM generate_series(1, ${users}) g;
    CREATE TABLE b_users AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM users WHERE email LIKE 'g%';
    CREATE UNIQUE INDEX ON b_users (n);
    INSERT INTO events (organization_id, status, title, starts_at, ends_at, time_zone, published_at)
      SELECT o.id, 'published', 'Night ' || g,
             now() - interval '330 days' + (g::float / ${events}) * interval '360 days',
             now() - interval '326 days' + (g::float / ${events}) * interval '360 days', 'UTC', now()
        FROM organizations o, generate_series(1, ${events}) g;
    CREATE TABLE b_events AS SELECT row_number() OVER (ORDER BY id)::int AS n, id, starts_at FROM events;
    CREATE UNIQUE INDEX ON b_events (n);
    INSERT INTO ticket_types (event_id, name, price_cents, quantity)
      SELECT id, t.name, t.price, 1000000 FROM b_events, (VALUES ('General', 2000), ('VIP', 5000)) t(name, price);
    CREATE TABLE b_orders AS
      SELECT g, gen_random_uuid() AS id, e.id AS event_id, e.starts_at, tt.id AS type_id, tt.price_cents AS price,
             u.id AS buyer, LEAST(now() - interval '1 hour', e.starts_at - random() * interval '30 days') AS paid_at,
             CASE WHEN g % 5 = 0 THEN tt.price_cents / 10 ELSE 0 END AS unit_discount, g % 33 = 0 AS refunded
        FROM generate_series(1, ${orders}) g
        JOIN b_events e ON e.n = 1 + g % ${events}
        JOIN b_users u ON u.n = 1 + (g * 7) % ${users}
        JOIN ticket_types tt ON tt.event_id = e.id AND tt.name = CASE WHEN g % 4 = 0 THEN 'VIP' ELSE 'General' END;
    INSERT INTO orders (id, event_id, buyer_id, status, currency, subtotal_cents, discount_cents, fee_cents, total_cents,
                        refunded_cents, provider, expires_at, paid_at, created_at)
      SELECT id, event_id, buyer, CASE WHEN refunded THEN 'refunded' ELSE 'paid' END, 'USD', 2 * price,
             2 * unit_discount, 200, 2 * (price - unit_discount) + 200,
             CASE WHEN refunded THEN 2 * (price - unit_discount) ELSE 0 END, 'sandbox', paid_at, paid_at, paid_at
        FROM b_orders;
    INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_cents, unit_discount_cents,
                             unit_net_cents, unit_tax_cents, unit_gross_cents)
      SELECT id, type_id, 2, price, unit_discount, price - unit_discount, 0, price - unit_discount FROM b_orders;
    INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, price_paid_cents, status, redeemed_at, created_at)
      SELECT o.id, o.event_id, o.type_id, o.buyer, md5(o.id::text || k), o.price - o.unit_discount,
             CASE WHEN o.refunded THEN 'refunded' WHEN o.starts_at < now() AND (o.g + k) % 3 <> 0 THEN 'redeemed' ELSE 'valid' END,
             CASE WHEN NOT o.refunded AND o.starts_at < now() AND (o.g + k) % 3 <> 0 THEN o.starts_at + interval '30 minutes' END,
             o.paid_at
        FROM b_orders o, generate_series(1, 2) k;
    INSERT INTO ledger_entries (order_id, event_id, organization_id, account, kind, amount_cents, currency, created_at)
      SELECT o.id, o.event_id, e.organization_id, 'host', 'refund', -2 * (o.price - o.unit_discount), 'USD',
             LEAST(now() - interval '1 minute', o.paid_at + interval '2 days')
        FROM b_orders o JOIN events e ON e.id = o.event_id WHERE o.refunded;
    INSERT INTO rsvps (event_id, user_id, answer, created_at, updated_at)
      SELECT e.id, u.id, CASE WHEN g % 2 = 0 THEN 'Yes' ELSE 'Maybe' END,
             LEAST(now(), e.starts_at - random() * interval '20 days'), LEAST(now(), e.starts_at - random() * interval '20 days')
        FROM generate_series(1, ${Math.round(orders / 10)}) g
        JOIN b_events e ON e.n = 1 + (g * 3) % ${events}
        JOIN b_users u ON u.n = 1 + (g * 11 + 5) % ${users}
      ON CONFLICT DO NOTHING;
    CREATE TABLE b_requests AS
      SELECT g % 10 AS kind, e.id AS event_id, f.id AS from_id, t.id AS to_id,
             LEAST(now() - interval '2 hours', e.starts_at + random() * interval '1 day') AS created_at
        FROM generate_series(1, ${initial}) g
        JOIN b_events e ON e.n = 1 + g % ${events}
        JOIN b_users f ON f.n = 1 + g % ${users}
        JOIN b_users t ON t.n = 1 + (g % ${users} + (1 + g / ${users}) * 97) % ${users};
    INSERT INTO connections (from_user_id, to_user_id, event_id, status, created_at, updated_at, matched_at)
      SELECT from_id, to_id, event_id,
             CASE WHEN kind = 0 THEN 'matched' WHEN kind IN (1, 2) THEN 'declined' ELSE 'pending' END,
             created_at, created_at, CASE WHEN kind = 0 THEN created_at + interval '1 hour' END
        FROM b_requests ON CONFLICT DO NOTHING;
    INSERT INTO connections (from_user_id, to_user_id, event_id, status, created_at, updated_at, matched_at)
      SELECT to_id, from_id, event_id, 'matched', created_at + interval '1 hour', created_at + interval '1 hour',
             created_at + interval '1 hour'
        FROM b_requests WHERE kind = 0 ON CONFLICT DO NOTHING;
    DROP TABLE b_requests, b_orders, b_events, b_users;
    SET session_replication_role = DEFAULT;
    SELECT analytics_rebuild();`);
  // What autovacuum does in production: statistics, and the visibility map index-only scans need.
  await db.exec('VACUUM ANALYZE');
  const host = await db.maybeOne<{ id: string }>(`SELECT id FROM users WHERE email = 'host@bench.local'`);
  return host!.id;
}

const MIGRATIONS = path.join(import.meta.dirname, '../../apps/api/src/db/migrations');

/** The cached schema of one size: named after what would change its contents. */
export function schemaName(size: Size): string {
  const hash = createHash('sha1');
  hash.update(
    JSON.stringify([size.events, size.tickets, size.requests, new Date().toISOString().slice(0, 10)]),
  );
  hash.update(seed.toString());
  for (const file of fs.readdirSync(MIGRATIONS).sort())
    hash.update(fs.readFileSync(path.join(MIGRATIONS, file)));
  return `bench_analytics_${hash.digest('hex').slice(0, 16)}`;
}

/** A seeded schema for this size, reused when a finished one exists; stale ones are dropped. */
export async function seededSchema(pgUrl: string, size: Size, keep: string[]): Promise<string> {
  const schema = schemaName(size);
  const admin = openPostgres(pgUrl, { max: 1 });
  try {
    const stale = await admin.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'bench_analytics_%' AND NOT (nspname = ANY($1))`,
      [keep],
    );
    for (const { name } of stale) await admin.exec(`DROP SCHEMA ${name} CASCADE`);
    const ready = await admin.maybeOne<{ ok: boolean }>(
      `SELECT true AS ok FROM pg_tables WHERE schemaname = $1 AND tablename = 'bench_seeded'`,
      [schema],
    );
    if (ready && process.env.BENCH_ANALYTICS_FRESH !== '1') return schema;
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  } finally {
    await admin.close();
  }
  const db = openPostgres(pgUrl, { searchPath: schema, max: 2 });
  try {
    const started = performance.now();
    await migrate(db);
    await seed(db, size);
    await db.exec('CREATE TABLE bench_seeded ()');
    console.info(`seeded ${schema} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.close();
  }
  return schema;
}
