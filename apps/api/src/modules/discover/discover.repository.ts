import type { SortOption } from '@mingle/shared/enums';
import { EVENT_LIMITS } from '@mingle/shared/schemas/events';
import type { Queryable } from '../../db/client.ts';
import { CARD_COLUMNS, type CardRow } from './event-cards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export interface DiscoverFilter {
  /** Events must not have ended by this instant: max(now, start of the date window). */
  horizon: Date;
  /** Exclusive end of the date window, when there is one. */
  before?: Date;
  city?: string;
  search?: DiscoverSearch;
}

/**
 * Words to search for, letters and digits only (so quoting them in a tsquery is safe): every
 * word must match, earlier ones whole, the last one (still being typed) as the start of a word.
 */
export interface DiscoverSearch {
  words: string[];
}

/** Prefixes of 2 to this many characters are lexemes of their own (migration 0023). */
const INDEXED_PREFIX_MAX = 10;

/** The search over search_vector, checked row by row: `jazz & ni:*`. */
export const vectorQuery = ({ words }: DiscoverSearch): string =>
  words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');

/**
 * The same search over search_terms_of(), the word being typed in events starting in the given
 * UTC weeks: `'jazz' & ('ni*2970' | 'ni*2971')`, every word an exact lexeme, so the GIN index
 * never expands a prefix. Without weeks, `'jazz' & 'ni*'`, any start.
 */
export function termsQuery({ words }: DiscoverSearch, weeks: number[] = []): string {
  const typed = words.at(-1)!;
  const whole = words.slice(0, -1).map((w) => `'${w}'`);
  const prefix = weeks.length ? `(${weeks.map((w) => `'${typed}*${w}'`).join(' | ')})` : `'${typed}*'`;
  return [...whole, prefix].join(' & ');
}

/** Whether the word being typed has its prefixes indexed (2 to 10 characters). */
const typedIsIndexed = ({ words }: DiscoverSearch) => {
  const typed = words.at(-1)!;
  return typed.length >= 2 && typed.length <= INDEXED_PREFIX_MAX;
};

/** Each order ends with id, so equal keys page in a stable order (no duplicates, no gaps). */
const ORDER: Record<SortOption, string> = {
  date_asc: 'starts_at ASC, id ASC',
  date_desc: 'starts_at DESC, id DESC',
  price_asc: 'min_price_cents ASC, starts_at ASC, id ASC',
  price_desc: 'min_price_cents DESC, starts_at DESC, id DESC',
};

const bind = (params: unknown[]) => (value: unknown) => {
  params.push(value);
  return `$${params.length}`;
};

/**
 * Discover looks at two tiers, each a bounded range of a partial index however many events
 * have ended: events that started less than a day before the horizon (nearly every event is
 * shorter than a day), and the rare longer ones (up to the 30-day maximum) through their own
 * index. A single "ends_at > now" scan would instead walk every recently ended event.
 */
function tiers(f: DiscoverFilter, params: unknown[]): string[] {
  const p = bind(params);
  const shortFrom = new Date(f.horizon.getTime() - DAY_MS);
  const longFrom = new Date(f.horizon.getTime() - EVENT_LIMITS.maxDurationDays * DAY_MS);
  const common = [`e.status = 'published'`, `e.visibility = 'public'`, `e.ends_at > ${p(f.horizon)}`];
  if (f.before) common.push(`e.starts_at < ${p(f.before)}`);
  if (f.city) common.push(`lower(e.city) = lower(${p(f.city)})`);
  if (f.search) common.push(`e.search_vector @@ to_tsquery('simple', ${p(vectorQuery(f.search))})`);
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
  // One word is walked or looked up alone, which is cheap either way; a one-letter or
  // longer-than-indexed word being typed has no indexed prefixes. Both keep the plan of the
  // other sorts.
  const searched =
    f.search && sort === 'date_asc' && f.search.words.length > 1 && typedIsIndexed(f.search)
      ? searchedShortTier(f, f.search, params, `$${reach}`)
      : undefined;
  const sql = `
    ${searched ? `WITH ${searched.levels}` : ''}
    SELECT ${CARD_COLUMNS}
      FROM (SELECT id, starts_at, min_price_cents FROM (
              ${searched ? searched.rows : `(SELECT ${keys} FROM events e WHERE ${short} ORDER BY ${order} LIMIT $${reach})`}
              UNION ALL
              (SELECT * FROM (SELECT ${keys} FROM events e WHERE ${long} OFFSET 0) l ORDER BY ${order} LIMIT $${reach})
            ) candidates ORDER BY ${order} LIMIT $${lim} OFFSET $${off}) page
      JOIN events e ON e.id = page.id
      JOIN organizations o ON o.id = e.organization_id
     ORDER BY ${order.replace(/(\w+) (ASC|DESC)/g, 'page.$1 $2')}`;
  return { sql, params };
}

/**
 * A search of several words listed soonest first (Discover's default) reads the short tier in widening date
 * windows, each only when the ones before it found fewer than the page needs. The next day
 * (with the events started the day before) is walked on the date index, checking
 * search_vector there: cheap while the words are common. Later windows go through the GIN
 * index on search_terms_of(), asking for the word being typed in the window's weeks only, so a
 * rarer search reads the few rows it lists instead of every match over all dates; the windows
 * grow (a week, four, eight, then the rest) as a search that got this far is rarer. Each window keeps its first `reach` rows in order
 * and the page is taken from their union, so it is the same as one ordered scan.
 */
function searchedShortTier(
  f: DiscoverFilter,
  search: DiscoverSearch,
  params: unknown[],
  reach: string,
): { levels: string; rows: string } {
  const p = bind(params);
  const base = [`e.status = 'published'`, `e.visibility = 'public'`, `e.ends_at > ${p(f.horizon)}`];
  if (f.before) base.push(`e.starts_at < ${p(f.before)}`);
  if (f.city) base.push(`lower(e.city) = lower(${p(f.city)})`);
  const h = f.horizon.getTime();
  const end = f.before?.getTime() ?? Number.POSITIVE_INFINITY;
  const keys = 'e.id, e.starts_at, e.min_price_cents';
  const walkedTo = h + DAY_MS;
  const levels = [
    `s0 AS MATERIALIZED (
       SELECT id, starts_at, min_price_cents FROM (
         SELECT ${keys}, e.search_vector FROM events e
          WHERE ${base.join(' AND ')} AND e.starts_at > ${p(new Date(h - DAY_MS))} AND e.starts_at < ${p(new Date(walkedTo))}
          ORDER BY e.starts_at, e.id OFFSET 0) walked
        WHERE search_vector @@ to_tsquery('simple', ${p(vectorQuery(search))})
        ORDER BY starts_at, id LIMIT ${reach})`,
  ];
  let from = walkedTo;
  for (const edge of [...[8, 36, 92].map((days) => h + days * DAY_MS), Number.POSITIVE_INFINITY]) {
    if (from >= end) break;
    const to = Math.min(edge, end);
    const weeks: number[] = [];
    if (Number.isFinite(to))
      for (let w = Math.floor(from / WEEK_MS); w <= Math.floor((to - 1) / WEEK_MS); w++) weeks.push(w);
    const range = [`e.starts_at >= ${p(new Date(from))}`];
    if (to < end) range.push(`e.starts_at < ${p(new Date(to))}`);
    // The dates are checked outside the fence: given a date range, the planner may instead walk
    // the date index computing search_terms_of() on every entry.
    levels.push(`s${levels.length} AS MATERIALIZED (
       SELECT id, starts_at, min_price_cents FROM (
         SELECT ${keys}, e.ends_at, e.city FROM events e
          WHERE ${foundBefore(levels.length)} < ${reach} AND ${base.slice(0, 2).join(' AND ')}
            AND search_terms_of(e.search_vector, e.starts_at) @@ ${p(termsQuery(search, weeks))}::tsquery
          OFFSET 0) e
        WHERE ${[...base.slice(2), ...range].join(' AND ')}
        ORDER BY starts_at, id LIMIT ${reach})`);
    from = to;
  }
  return {
    levels: levels.join(',\n'),
    rows: `(${levels.map((_, i) => `SELECT * FROM s${i}`).join(' UNION ALL ')})`,
  };
}

/** How many rows the windows before the `n`th found, for its gate. */
const foundBefore = (n: number) =>
  Array.from({ length: n }, (_, i) => `(SELECT count(*) FROM s${i})`).join(' + ');

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
