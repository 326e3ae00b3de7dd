// Who may see which organization's analytics, and the range, zone and event a report reads:
// checked beside the report's own queries, in one round trip (analytics.service.ts runs them).
import type { RangeDateFilter } from '@mingle/shared/enums';
import type { AnalyticsScope } from '@mingle/shared/schemas/analytics';
import type { AppContext } from '../../app-context.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { defaultOrganization } from '../teams/index.ts';
import * as repo from './analytics.repository.ts';
import { rangeWindow } from './analytics-window.ts';

/** What the analytics need of the app: only the database. */
export type Ctx = Pick<AppContext, 'db'>;

export interface AnalyticsParams {
  range: RangeDateFilter;
  tz: string;
  eventId?: string | undefined;
  organizationId?: string | undefined;
}

/**
 * Which organization this user may see analytics for, by the teams permission check
 * (analytics.read: the owner and co-hosts): the one asked for (404 when it doesn't exist, 403
 * when the user isn't on its team), by default the one it owns, else the first it co-hosts.
 * Someone on no team gets 403.
 */
export async function analyticsOrganization(
  ctx: Ctx,
  userId: string,
  organizationId?: string,
): Promise<string> {
  const allowed = await defaultOrganization(ctx.db, userId, 'analytics.read', organizationId);
  if (!allowed) throw forbidden('Analytics are for hosts: create your organization first');
  return allowed;
}

const badZone = () =>
  new AppError('VALIDATION_FAILED', 'Choose a valid time zone', { tz: 'Choose a valid time zone' });

/**
 * The organization the reports read, from the facts read beside them. None means they read
 * nothing (the viewer may not see any organization's analytics, or the zone failed the query):
 * the teams check then says why, 403 or 404 exactly as before the reports were run. Should it
 * allow what the reports were refused a moment before, the refusal they ran under stands.
 */
async function checkFacts(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  facts: repo.ScopeFacts,
): Promise<string> {
  if (facts.organizationId === null) {
    await analyticsOrganization(ctx, userId, p.organizationId);
    if (!facts.zoneKnown) throw badZone();
    throw forbidden('Analytics are for hosts: create your organization first');
  }
  if (!facts.eventFound) throw notFound('That event');
  return facts.organizationId;
}

/**
 * Runs a report's aggregates beside the checks on the viewer, the zone and the event, in one
 * round trip: the aggregates read the organization through the same access check (`repo.ORG`),
 * so a viewer who may not see it gets nothing from them, and their answer is dropped when a
 * check fails.
 */
export async function resolveReport<T>(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  now: Date,
  run: (scope: repo.Scope) => Promise<T>,
): Promise<{ meta: AnalyticsScope; out: T }> {
  const viewer = { userId, organizationId: p.organizationId ?? null };
  const eventId = p.eventId ?? null;
  let w: ReturnType<typeof rangeWindow>;
  try {
    w = rangeWindow(p.range, now, p.tz);
  } catch (err) {
    await checkFacts(ctx, userId, p, await repo.scopeFacts(ctx.db, viewer, eventId, p.tz));
    throw err;
  }
  const scope = { viewer, eventId, from: w.from, to: w.to, tz: p.tz, now };
  const [facts, out] = await Promise.all([
    repo.scopeFacts(ctx.db, viewer, eventId, p.tz),
    run(scope).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  await checkFacts(ctx, userId, p, facts);
  if (!out.ok) throw out.error;
  return {
    meta: {
      range: p.range,
      tz: p.tz,
      eventId,
      firstDay: w.firstDay,
      lastDay: w.lastDay,
      currency: facts.currency ?? 'USD',
    },
    out: out.value,
  };
}
