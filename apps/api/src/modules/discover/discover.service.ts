import { PAGE_SIZE } from '@mingle/shared/constants';
import {
  DISCOVER_TOTAL_CAP,
  type DiscoverPage,
  type HostEventsPage,
  type MyEventsPage,
  type ZDiscoverQuery,
  type ZHostEventsQuery,
  type ZMyEventsQuery,
} from '@mingle/shared/schemas/events';
import { discoverWindow, hostWindow } from '@mingle/shared/zoned-time';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { pageOf } from '../../lib/paging.ts';
import { defaultOrganization, mayDo } from '../teams/index.ts';
import * as discover from './discover.repository.ts';
import { toCard } from './event-cards.ts';
import * as lists from './event-lists.repository.ts';

/** At most this many search words; each matches words starting with it. */
const MAX_SEARCH_WORDS = 8;

/**
 * Free text as search words: lower case, letters and digits only, at most eight. Earlier words
 * match whole words, the last one (still being typed) any word starting with it (see
 * DiscoverSearch). Undefined when nothing searchable is left.
 */
export function toSearch(q: string | undefined): discover.DiscoverSearch | undefined {
  const words = q
    ?.toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_SEARCH_WORDS);
  return words?.length ? { words } : undefined;
}

/**
 * Published, public, not cancelled, not ended events. `now` is the service's clock (tests pin
 * it); the date window is computed in the viewer's zone and keeps events overlapping it.
 * `total` is exact up to DISCOVER_TOTAL_CAP, then capped (`totalCapped`), so a page costs the
 * same at any table size. A text search is not counted past the current page: counting every
 * match of a common word would cost more than the page itself, so `total` is then what has
 * been seen so far and `totalCapped` says whether more follow.
 */
export async function discoverEvents(
  ctx: Pick<AppContext, 'db'>,
  query: z.output<typeof ZDiscoverQuery>,
  now: Date,
): Promise<DiscoverPage> {
  const window = query.date ? discoverWindow(query.date, now, query.tz) : undefined;
  const filter: discover.DiscoverFilter = {
    horizon: window && window.from > now ? window.from : now,
    ...(window ? { before: window.to } : {}),
    ...(query.city ? { city: query.city } : {}),
  };
  const search = toSearch(query.q);
  if (search) filter.search = search;
  const offset = (query.page - 1) * PAGE_SIZE;
  const [rows, counted] = await Promise.all([
    discover.discoverPage(ctx.db, filter, query.sort, PAGE_SIZE + 1, offset),
    search ? undefined : discover.discoverCount(ctx.db, filter, DISCOVER_TOTAL_CAP),
  ]);
  const hasMore = rows.length > PAGE_SIZE;
  const items = rows.slice(0, PAGE_SIZE).map(toCard);
  const total = counted ?? offset + items.length;
  return {
    items,
    page: query.page,
    pageSize: PAGE_SIZE,
    total: Math.min(total, DISCOVER_TOTAL_CAP),
    totalCapped: counted === undefined ? hasMore : counted > DISCOVER_TOTAL_CAP,
    hasMore,
  };
}

/**
 * The events of an organization the caller runs or works the door for, by tab, with the count
 * of each tab (drafts only for those who run it). No organization: empty.
 */
export async function listHostEvents(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  query: z.output<typeof ZHostEventsQuery>,
  now: Date,
): Promise<HostEventsPage> {
  const organizationId = await defaultOrganization(ctx.db, userId, 'event.view', query.organizationId);
  const empty: HostEventsPage = { ...pageOf([], query.page, 0), counts: { upcoming: 0, past: 0, drafts: 0 } };
  if (!organizationId) return empty;
  const range = query.range === 'all' ? null : hostWindow(query.range, now, query.tz);
  // Door staff see the events guests come to, never the drafts.
  const seesDrafts = await mayDo(ctx.db, userId, { organizationId }, 'event.manage');
  if (query.tab === 'drafts' && !seesDrafts) return empty;
  const [rows, tabCounts] = await Promise.all([
    lists.hostEvents(ctx.db, organizationId, query.tab, now, range, PAGE_SIZE, (query.page - 1) * PAGE_SIZE),
    lists.hostTabCounts(ctx.db, organizationId, now, range),
  ]);
  const counts = seesDrafts ? tabCounts : { ...tabCounts, drafts: 0 };
  const total = counts[query.tab];
  return {
    ...pageOf(
      rows.map((r) => ({ ...toCard(r), wizardStep: r.wizard_step })),
      query.page,
      total,
    ),
    counts,
  };
}

/**
 * Upcoming: events the guest is Going to (a ticket or a Yes RSVP) or answered Maybe, not ended
 * (cancelled ones stay, marked by their status, so the guest sees what happened). Invited:
 * unanswered invitations to upcoming published events. Attended: ended published events the
 * guest was Going to.
 */
export async function listMyEvents(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  query: z.output<typeof ZMyEventsQuery>,
  now: Date,
): Promise<MyEventsPage> {
  const [rows, total] = await Promise.all([
    lists.myEvents(ctx.db, userId, query.tab, now, PAGE_SIZE, (query.page - 1) * PAGE_SIZE),
    lists.countMyEvents(ctx.db, userId, query.tab, now),
  ]);
  return pageOf(
    rows.map((r) => ({ ...toCard(r), rsvp: r.rsvp, invited: r.invited, holdsTicket: r.holds_ticket })),
    query.page,
    total,
  );
}
