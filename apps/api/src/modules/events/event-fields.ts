import {
  type EventForChecks,
  WIZARD_STEPS,
  type WizardStep,
  type ZCreateEventRequest,
} from '@mingle/shared/schemas/events';
import type { z } from 'zod';
import { sanitizeDescription } from '../../lib/sanitize-html.ts';
import type { EventColumns, EventRow } from './events.repository.ts';

export type EventFieldsInput = z.output<typeof ZCreateEventRequest>;

const toDate = (v: string | null): Date | null => (v === null ? null : new Date(v));

/** Request fields → column values; the description is sanitised here, before it is ever stored. */
export function toColumns(body: EventFieldsInput): EventColumns {
  const a = body.accessibility ?? {};
  const s = body.settings ?? {};
  const columns: EventColumns = {
    title: body.title,
    description:
      body.description === undefined || body.description === null
        ? body.description
        : sanitizeDescription(body.description),
    cover_image: body.coverImage,
    cover_focus_x: body.coverFocusX,
    cover_focus_y: body.coverFocusY,
    starts_at: body.startsAt === undefined ? undefined : toDate(body.startsAt),
    ends_at: body.endsAt === undefined ? undefined : toDate(body.endsAt),
    time_zone: body.timeZone,
    venue_name: body.venueName,
    address: body.address,
    city: body.city,
    online_url: body.onlineUrl,
    age_limit: body.ageLimit,
    step_free_access: a.stepFreeAccess,
    captioning_or_asl: a.captioningOrAsl,
    quiet_space: a.quietSpace,
    all_gender_restrooms: a.allGenderRestrooms,
    accessibility_notes: a.notes,
    capacity: body.capacity,
    visibility: body.visibility,
    guest_list_visible: s.guestListVisible,
    matching_on: s.matchingOn,
    chat_on: s.chatOn,
    approval_required: s.approvalRequired,
    wizard_step: body.wizardStep,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

function pick<T>(columns: EventColumns, key: keyof EventColumns, current: T): T {
  return key in columns ? (columns[key] as T) : current;
}

const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The event as it would be after applying `columns`, in the shape the shared checks read. */
export function mergedForChecks(
  row: EventRow | undefined,
  columns: EventColumns,
  ticketTypeCount: number,
): EventForChecks {
  return {
    title: pick(columns, 'title', row?.title ?? null),
    startsAt: isoOrNull(pick(columns, 'starts_at', row?.starts_at ?? null)),
    endsAt: isoOrNull(pick(columns, 'ends_at', row?.ends_at ?? null)),
    timeZone: pick(columns, 'time_zone', row?.time_zone ?? null),
    venueName: pick(columns, 'venue_name', row?.venue_name ?? null),
    address: pick(columns, 'address', row?.address ?? null),
    city: pick(columns, 'city', row?.city ?? null),
    onlineUrl: pick(columns, 'online_url', row?.online_url ?? null),
    ticketTypeCount,
  };
}

/** The wizard resumes at the furthest step completed, even when the host goes back and saves. */
export function furthestStep(current: string | null, next: WizardStep): WizardStep {
  const at = current ? WIZARD_STEPS.indexOf(current as WizardStep) : -1;
  return at > WIZARD_STEPS.indexOf(next) ? (current as WizardStep) : next;
}

/** Fields whose change guests are told about: the date and the place. */
export const NOTICE_COLUMNS = [
  'starts_at',
  'ends_at',
  'venue_name',
  'address',
  'city',
  'online_url',
] as const;

/** The date and place of an event as its guests read them, to tell whether a run of changes undid itself. */
export function noticeState(row: EventRow): Record<string, string | null> {
  return Object.fromEntries(
    NOTICE_COLUMNS.map((key) => {
      const v = row[key];
      return [key, v instanceof Date ? v.toISOString() : v];
    }),
  );
}

/** The columns among `keys` whose value `columns` changes (times compared by instant). */
function changedFields<K extends keyof EventColumns & keyof EventRow>(
  row: EventRow,
  columns: EventColumns,
  keys: readonly K[],
): K[] {
  return keys.filter((key) => {
    if (!(key in columns)) return false;
    const next = columns[key];
    const prev = row[key];
    if (prev instanceof Date || next instanceof Date) {
      return (
        (prev instanceof Date ? prev.getTime() : null) !== (next instanceof Date ? next.getTime() : null)
      );
    }
    return prev !== next;
  });
}

export function changedNoticeFields(row: EventRow, columns: EventColumns): string[] {
  return changedFields(row, columns, NOTICE_COLUMNS);
}

/** The request fields of the times `columns` would move (a resent unchanged time is no move). */
export function movedTimeFields(row: EventRow, columns: EventColumns): ('startsAt' | 'endsAt')[] {
  return changedFields(row, columns, ['starts_at', 'ends_at'] as const).map((key) =>
    key === 'starts_at' ? 'startsAt' : 'endsAt',
  );
}
