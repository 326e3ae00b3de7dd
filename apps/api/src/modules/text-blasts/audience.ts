import type { Audience, BlastBaseSegment, BlastSegment } from '@mingle/shared/schemas/text-blasts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './audience.repository.ts';

export interface AudienceScope {
  organizationId: string;
  eventId: string | null;
}

export interface Reachable {
  userId: string | null;
  name: string | null;
  phone: string;
}

export interface ResolvedAudience extends Audience {
  people: Reachable[];
}

const TICKET_TYPE = 'ticket_type:';

/**
 * Checks the segments against the scope: event segments need an event, and a ticket type must
 * be one of that event's.
 */
async function splitSegments(
  db: Queryable,
  scope: AudienceScope,
  segments: readonly BlastSegment[],
): Promise<{ base: BlastBaseSegment[]; ticketTypeIds: string[] }> {
  const base = segments.filter((s): s is BlastBaseSegment => !s.startsWith(TICKET_TYPE));
  const ticketTypeIds = segments
    .filter((s) => s.startsWith(TICKET_TYPE))
    .map((s) => s.slice(TICKET_TYPE.length));
  const needsEvent = ticketTypeIds.length > 0 || base.some((s) => s !== 'subscribers');
  if (needsEvent && !scope.eventId) {
    throw new AppError('VALIDATION_FAILED', 'Choose an event for these groups', {
      eventId: 'Choose an event; only subscribers can be texted without one',
    });
  }
  if (ticketTypeIds.length > 0 && scope.eventId) {
    const own = await repo.ticketTypeIdsOf(db, scope.eventId);
    if (ticketTypeIds.some((id) => !own.has(id))) {
      throw new AppError('VALIDATION_FAILED', 'That ticket type is not one of this event', {
        segments: 'Choose a ticket type of this event',
      });
    }
  }
  return { base, ticketTypeIds };
}

/**
 * Everyone the segments name, each person once: reachable when they have a phone number that
 * has not opted out. Counts per segment are of reachable people.
 */
export async function resolveAudience(
  db: Queryable,
  scope: AudienceScope,
  segments: readonly BlastSegment[],
): Promise<ResolvedAudience> {
  const { base, ticketTypeIds } = await splitSegments(db, scope, segments);
  const rows = await repo.audienceRows(db, scope, base, ticketTypeIds);
  const optedOut = await repo.optedOutAmong(db, [
    ...new Set(rows.flatMap((r) => (r.phone ? [r.phone] : []))),
  ]);
  const people = new Map<string, { row: repo.AudienceRow; segments: Set<string> }>();
  for (const row of rows) {
    const key = row.user_id ?? `phone:${row.phone ?? ''}`;
    const person = people.get(key) ?? { row, segments: new Set<string>() };
    person.segments.add(row.segment);
    people.set(key, person);
  }
  const bySegment: Record<string, number> = Object.fromEntries(segments.map((s) => [s, 0]));
  const reachable: Reachable[] = [];
  const seenPhones = new Set<string>();
  let noPhone = 0;
  let optedOutCount = 0;
  for (const { row, segments: theirs } of people.values()) {
    if (!row.phone) noPhone += 1;
    else if (optedOut.has(row.phone)) optedOutCount += 1;
    else if (!seenPhones.has(row.phone)) {
      seenPhones.add(row.phone);
      reachable.push({ userId: row.user_id, name: row.name, phone: row.phone });
      for (const s of theirs) bySegment[s] = (bySegment[s] ?? 0) + 1;
    }
  }
  return {
    reachable: reachable.length,
    excluded: { noPhone, optedOut: optedOutCount },
    bySegment,
    people: reachable,
  };
}
