import type { SortOption } from '@mingle/shared/enums';
import { EVENT_LIMITS } from '@mingle/shared/schemas/events';
import type { Queryable } from '../../db/client.ts';
import { CARD_COLUMNS, type CardRow } from './event-cards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DiscoverFilter {
  /** Events must not have ended by this instant: max(now, start of the date window). */
  horizon: Date;
  /** Exclusive end of the date window, when there is one. */
  before?: Date;
  city?: string;
  /** A to_tsquery('simple', …) expression. */
  tsquery?: string;
}

/** Each order ends with id, so equal keys page in a stable order (no duplicates, no gaps). */
const ORDER: Record<SortOption, string> = {
  date_asc: 'starts_at ASC, id ASC',
  date_desc: 'starts_at DESC, id DESC',
  price_asc: 'min_price_cents ASC, starts_at ASC, id ASC',
  price_desc: 'min_price_cents DESC, starts_at DESC, id DESC',
};

/**
 * Discover looks at two tiers, each a bounded range of a partial index however many events
 * have ended: events that started less than a day before the horizon (nearly every event is
 * shorter than a day), and the rare longer ones (up to the 30-day maximum) through their own
 * index. A single "ends_at > now" scan would instead walk every recently ended event.
 */
function tiers(f: DiscoverFilter, params: unknown[]): string[] {
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const shortFrom = new Date(f.horizon.getTime() - DAY_MS);
  const longFrom = new Date(f.horizon.getTime() - EVENT_LIMITS.maxDurationDays * DAY_MS);
  const common = [`e.status = 'published'`, `e.visibility = 'public'`, `e.ends_at > ${p(f.horizon)}`];
  if (f.before) common.push(`e.starts_at < ${p(f.before)}`);
  if (f.city) common.push(`lower(e.city) = lower(${p(f.city)})`);
  if (f.tsquery) common.push(`e.search_vector @@ to_tsquery('simple', ${p(f.tsquery)})`);
  const shortFromParam = p(shortFrom);
  return [
    [...common, `e.starts_at > ${shortFromParam}`].join(' AND '),
    [
      ...common,
      `e.ends_at - e.starts_at > interval '1 day'`,
      `e.starts_at > ${p(longFrom)}`,
      `e.starts_at <= ${shortFromParam}`,
    ].join(' AND '),
  ];
}

export function discoverSql(
  f: DiscoverFilter,
  sort: SortOption,
  limit: number,
  offset: number,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const [short, long] = tiers(f, params);
  params.push(limit + offset, limit, offset);
  const [reach, lim, off] = [params.length - 2, params.length - 1, params.length];
  const order = ORDER[sort];
  const keys = 'e.id, e.starts_at, e.min_price_cents';
  const sql = `
    SELECT ${CARD_COLUMNS}
      FROM (SELECT id, starts_at, min_price_cents FROM (
              (SELECT ${keys} FROM events e WHERE ${short} ORDER BY ${order} LIMIT $${reach})
              UNION ALL
              (SELECT * FROM (SELECT ${keys} FROM events e WHERE ${long} OFFSET 0) l ORDER BY ${order} LIMIT $${reach})
            ) candidates ORDER BY ${order} LIMIT $${lim} OFFSET $${off}) page
      JOIN events e ON e.id = page.id
      JOIN organizations o ON o.id = e.organization_id
     ORDER BY ${order.replace(/(\w+) (ASC|DESC)/g, 'page.$1 $2')}`;
  return { sql, params };
}

/** Matches counted up to `cap + 1`, so the count costs the same at any table size. */
export function discoverCountSql(f: DiscoverFilter, cap: number): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const [short, long] = tiers(f, params);
  params.push(cap + 1);
  const sql = `
    SELECT (SELECT count(*) FROM (SELECT 1 FROM events e WHERE ${short} ORDER BY e.starts_at, e.id LIMIT $${params.length}) a)::int
         + (SELECT count(*) FROM (SELECT 1 FROM events e WHERE ${long} ORDER BY e.starts_at, e.id LIMIT $${params.length}) b)::int AS n`;
  return { sql, params };
}

export function discoverPage(
  db: Queryable,
  f: DiscoverFilter,
  sort: SortOption,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const { sql, params } = discoverSql(f, sort, limit, offset);
  return db.query(sql, params);
}

export async function discoverCount(db: Queryable, f: DiscoverFilter, cap: number): Promise<number> {
  const { sql, params } = discoverCountSql(f, cap);
  return (await db.maybeOne<{ n: number }>(sql, params))!.n;
}
