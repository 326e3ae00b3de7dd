import type { RangeDateFilter } from '@mingle/shared/enums';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/helpers.ts';
import type { Db } from '../../db/client.ts';
import {
  getConnectionRequests,
  getGuests,
  getMatches,
  getOverview,
  getRevenue,
} from './analytics.service.ts';
import { headlineOfRaw, headlineOfReports } from './analytics-reconcile.ts';
import { rangeWindow } from './analytics-window.ts';
import { rawFigures } from './raw.repository.ts';
import { action, reconcileWrites, type World } from './testing/reconcile-writes.ts';

/**
 * The rollups the triggers keep (migrations 0014 and 0019) must always say what the tables say.
 * Random sequences of the writes that move them (sales, payment, refunds, scans, transfers,
 * voided and deleted tickets, RSVPs, requests answered with a match or a decline, unmatching,
 * deleted requests, profile changes, deleted accounts, events moved, approval turned on) are
 * applied straight to the tables; then every report, over every range in three zones (one half
 * an hour off, one 45 minutes off), equals the same figures summed from the raw tables, and every
 * rollup row equals what `analytics_rebuild()` works out from scratch.
 */

let db: Db;
const now = new Date();

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const ROLLUPS = [
  'analytics_event_sales',
  'analytics_type_sales',
  'analytics_type_days',
  'analytics_type_totals',
  'analytics_event_requests',
  'analytics_guests',
  'analytics_event_guests',
  'analytics_event_unscanned',
  'analytics_org_slots',
  'analytics_org_hours',
  'analytics_event_matches',
  'analytics_event_totals',
  'analytics_org_mix_slots',
  'analytics_org_mix_days',
  'analytics_org_mix',
  'analytics_guest_ages',
  'analytics_org_currencies',
];

/** Every rollup row, rows the triggers brought back to all zeros left out (a rebuild has none). */
async function rollups(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of ROLLUPS) {
    const rows = await db.query<{ r: Record<string, unknown> }>(`SELECT to_jsonb(t) AS r FROM ${table} t`);
    out[table] = rows
      .map((x) => x.r)
      .filter((r) => {
        const numbers = Object.values(r).filter((v) => typeof v === 'number');
        return numbers.length === 0 || numbers.some((v) => v !== 0);
      })
      .map((r) => JSON.stringify(r, Object.keys(r).sort()))
      .sort();
  }
  return out;
}

async function reportsAgree(w: World, range: RangeDateFilter, tz: string, eventId?: string) {
  const p = { range, tz, eventId };
  const ctx = { db };
  const [overview, revenue, guests, matches, requests] = await Promise.all([
    getOverview(ctx, w.hostId, p, now),
    getRevenue(ctx, w.hostId, p, now),
    getGuests(ctx, w.hostId, p, now),
    getMatches(ctx, w.hostId, p, now),
    getConnectionRequests(ctx, w.hostId, p, now),
  ]);
  const reports = headlineOfReports({ overview, revenue, guests, matches, requests });
  const win = rangeWindow(range, now, tz);
  const raw = await rawFigures(db, {
    organizationId: w.orgId,
    eventId: eventId ?? null,
    from: win.from,
    to: win.to,
    tz,
    now,
  });
  expect(reports, `${range} in ${tz}${eventId ? ' for one event' : ''}`).toEqual(headlineOfRaw(raw, reports));
  if (!eventId && (range === 'all' || range === '30d')) {
    expect(revenue.byEvent.at(-1)).toMatchObject({ eventId: null, others: expect.any(Number) });
    expect(revenue.byTicketType.at(-1)).toMatchObject({ ticketTypeId: null, others: expect.any(Number) });
  }
}

describe('rollups reconcile with the tables', () => {
  it('after random writes, every report and every rollup row equals a recount from the tables', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 40 }), async (actions) => {
        const { world, apply } = reconcileWrites(db, now);
        const w = await world();
        for (const x of actions) await apply(w, x);
        for (const tz of ['America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'])
          for (const range of ['all', '30d', '7d', 'today'] as const) await reportsAgree(w, range, tz);
        await reportsAgree(w, 'all', 'Asia/Kolkata', w.events[0]!.id);
        await reportsAgree(w, '30d', 'America/New_York', w.events[1]!.id);
        const kept = await rollups();
        await db.query('SELECT analytics_rebuild()');
        expect(kept).toEqual(await rollups());
      }),
      { numRuns: 10 },
    );
  }, 240_000);
});
