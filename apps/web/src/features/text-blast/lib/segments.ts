import type { BlastEvent } from '@mingle/shared/schemas/text-blasts';

/** The groups a host can text, in the order the screens list them. */
export const EVENT_SEGMENTS = ['going', 'maybe', 'checked_in', 'not_checked_in', 'invited'] as const;

const LABELS: Record<string, string> = {
  going: 'Going (tickets and Yes answers)',
  maybe: 'Maybe',
  checked_in: 'Checked in',
  not_checked_in: 'Not checked in yet',
  invited: "Invited, haven't answered",
  subscribers: 'Your subscribers',
};

/** Words for a segment; a ticket type is named by the event's ticket types when known. */
export function segmentLabel(segment: string, ticketTypes: BlastEvent['ticketTypes'] = []): string {
  if (segment.startsWith('ticket_type:')) {
    const id = segment.slice('ticket_type:'.length);
    const name = ticketTypes.find((t) => t.id === id)?.name;
    return name ? `${name} ticket holders` : 'Holders of one ticket type';
  }
  return LABELS[segment] ?? segment;
}

/** Every segment available for an event (or subscribers only without one). */
export function availableSegments(eventId: string | null, ticketTypes: BlastEvent['ticketTypes']): string[] {
  if (!eventId) return ['subscribers'];
  return [...EVENT_SEGMENTS, ...ticketTypes.map((t) => `ticket_type:${t.id}`), 'subscribers'];
}

export const people = (n: number): string => `${n} ${n === 1 ? 'person' : 'people'}`;
