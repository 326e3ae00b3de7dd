import { performance } from 'node:perf_hooks';
import { type Db, openPostgres } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';

/* The Discover benchmark's data (bench/discover.bench.ts): event titles from word lists, and the seeded schemas kept between runs. */

export const ADJECTIVES =
  'Sunset Midnight Golden Velvet Neon Secret Rooftop Underground Cosmic Electric Lazy Wild Urban Silent Blue Crimson Late Early Open Little'.split(
    ' ',
  );
export const GENRES =
  'Jazz Techno Salsa Comedy Poetry Yoga Wine Karaoke Disco Funk Soul Trivia Film Art Chess Tango Hiphop Folk Punk Opera House Reggae Blues Swing Samba Indie Gospel Ambient Drag Improv Ceramics Photo Sketch Running Cycling Climbing Brunch Supper Cocktail Coffee'.split(
    ' ',
  );
export const FORMATS = 'Night Party Social Session Club Festival Meetup Workshop Jam Showcase'.split(' ');
export const CITIES =
  'Oakland Berkeley Austin Denver Portland Seattle Chicago Boston Miami Atlanta Brooklyn Queens Detroit Phoenix Dallas Houston Nashville Memphis Toronto Montreal Vancouver London Paris Berlin Madrid Lisbon Dublin Amsterdam Prague Vienna Rome Milan Athens Istanbul Cairo Lagos Nairobi Mumbai Delhi Tokyo Seoul Sydney Melbourne Auckland Lima Bogota Santiago Mexico Havana Reykjavik'.split(
    ' ',
  );
const HOST_WORDS =
  'Owls Larks Collective Crew House Society Club Union Lab Guild Gang Circle Family Tribe Studio'.split(' ');
export const ZONES = ['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo', 'America/New_York'];

const sqlArray = (words: string[]) => `(ARRAY[${words.map((w) => `'${w}'`).join(',')}])`;
export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Hosts, guests and `count` events starting between a year ago and a year ahead. */
export async function seed(db: Db, from: number, to: number): Promise<void> {
  if (from === 1) {
    await db.exec(`
      INSERT INTO users (email, name, profile_status)
        SELECT 'bench' || g || '@bench.local', 'Bench ' || g, 'Completed' FROM generate_series(1, 5000) g;
      INSERT INTO organizations (owner_id, name)
        SELECT id, ${sqlArray(ADJECTIVES)}[1 + floor(random() * ${ADJECTIVES.length})::int] || ' '
                || ${sqlArray(HOST_WORDS)}[1 + floor(random() * ${HOST_WORDS.length})::int]
          FROM (SELECT id FROM users ORDER BY email LIMIT 1000) hosts`);
  }
  // 1% last 2–10 days, the rest 1–5 hours; 90% published (5% drafts, 5% cancelled), 90% public;
  // every fourth event has two Yes RSVPs. One statement, all set-based, so 1M events seed in
  // about a minute. The rows are consistent by construction, so the foreign-key triggers are off
  // for it (session_replication_role): checking 1.5M references one by one would take longer
  // than the insert itself.
  await db.exec(`
    SET session_replication_role = replica;
    WITH orgs AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM organizations),
    guests AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM users),
    raw AS (
      SELECT g, orgs.ids[1 + (g % orgs.n)] AS organization_id,
             ${sqlArray(ADJECTIVES)}[1 + floor(random() * ${ADJECTIVES.length})::int] || ' '
               || ${sqlArray(GENRES)}[1 + floor(random() * ${GENRES.length})::int] || ' '
               || ${sqlArray(FORMATS)}[1 + floor(random() * ${FORMATS.length})::int] AS title,
             now() - interval '365 days' + random() * interval '730 days' AS starts_at,
             CASE WHEN random() < 0.01 THEN interval '2 days' + random() * interval '8 days'
                  ELSE interval '1 hour' + random() * interval '4 hours' END AS span,
             ${sqlArray(CITIES)}[1 + floor(random() * ${CITIES.length})::int] AS city,
             (floor(random() * 21) * 500)::int AS price,
             random() AS r1, random() AS r2
        FROM orgs, generate_series(${from}, ${to}) g
    ),
    inserted AS (
      INSERT INTO events (organization_id, status, visibility, title, starts_at, ends_at, time_zone, venue_name,
                          address, city, min_price_cents, currency, published_at, search_vector)
      SELECT raw.organization_id,
             CASE WHEN r1 < 0.05 THEN 'draft' WHEN r1 < 0.10 THEN 'cancelled' ELSE 'published' END,
             CASE WHEN r2 < 0.10 THEN 'private' ELSE 'public' END,
             title, starts_at, starts_at + span, 'UTC', 'Venue ' || (g % 997), g || ' Main St', city, price, 'USD',
             now(), to_tsvector('simple', concat_ws(' ', title, o.name, 'Venue ' || (g % 997), city))
        FROM raw JOIN organizations o ON o.id = raw.organization_id
      RETURNING id, address
    )
    INSERT INTO rsvps (event_id, user_id, answer)
      SELECT inserted.id, guests.ids[1 + (split_part(address, ' ', 1)::int + k * 2503) % guests.n], 'Yes'
        FROM inserted, guests, generate_series(0, 1) k
       WHERE split_part(address, ' ', 1)::int % 4 = 0;
    SET session_replication_role = DEFAULT`);
}

/**
 * Bump when seed() changes, or when a migration reshapes what is seeded (4: the search_terms_of() index, 0023,
 * so its index is built once after the load rather than by rewriting a kept table): the seeded
 * schemas are kept between runs (seeding 1M events is most of this benchmark's time) under a
 * name carrying this version and the size.
 */
const SEED_VERSION = 4;
/** Seeded data is relative to its seeding day; past this age it is seeded afresh. */
const SEED_MAX_AGE_DAYS = 30;
const RESEED = process.env.BENCH_DISCOVER_RESEED === '1';

/**
 * A schema holding `size` seeded events, migrated to the latest migration: reused when an
 * earlier run left a complete one (its `bench_seed` row is written last), else seeded afresh.
 */
export async function seededSchema(
  admin: Db,
  pgUrl: string,
  size: number,
): Promise<{ schema: string; seconds: number; reused: boolean }> {
  const schema = `bench_discover_v${SEED_VERSION}_${size}`;
  const started = performance.now();
  const fresh = await admin
    .query<{ ok: boolean }>(
      `SELECT seeded_at > now() - make_interval(days => $1) AS ok FROM ${schema}.bench_seed WHERE size = $2`,
      [SEED_MAX_AGE_DAYS, size],
    )
    .then(
      (rows) => rows[0]?.ok === true,
      () => false,
    );
  const db = openPostgres(pgUrl, { searchPath: schema, max: 1 });
  try {
    if (fresh && !RESEED) {
      // New migrations (indexes) apply on top of the kept data; statistics follow them.
      if ((await migrate(db)).length > 0) await db.exec('ANALYZE');
      return { schema, seconds: (performance.now() - started) / 1000, reused: true };
    }
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    await migrate(db);
    await withoutIndexes(db, ['events', 'rsvps'], () => seed(db, 1, size));
    // What autovacuum does in production: statistics, and the visibility map index-only scans need.
    await db.exec('VACUUM ANALYZE events');
    await db.exec('VACUUM ANALYZE rsvps');
    await db.exec(
      `CREATE TABLE bench_seed (size int NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now());
       INSERT INTO bench_seed (size) VALUES (${size})`,
    );
    return { schema, seconds: (performance.now() - started) / 1000, reused: false };
  } finally {
    await db.close();
  }
}

/**
 * Runs `load` with the tables' secondary indexes dropped, then builds them again: one sorted
 * build per index is several times faster than keeping them (the GIN one above all) row by row.
 */
async function withoutIndexes(db: Db, tables: string[], load: () => Promise<void>): Promise<void> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
  await load();
  await db.exec(`SET maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.exec(index.definition);
}
