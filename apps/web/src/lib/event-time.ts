/**
 * Event times as the guest reads them: in the event's own time zone (a ticket for a show in
 * Lisbon says 21:00 even on a phone set to New York), with the zone named when it differs.
 */
export function formatEventTime(
  iso: string | null,
  timeZone: string | null,
  style: 'long' | 'short' = 'long',
): string {
  if (!iso) return 'Date to be announced';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Date to be announced';
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }
      : { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  const zone = safeTimeZone(timeZone);
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return new Intl.DateTimeFormat('en-US', {
    ...options,
    timeZone: zone,
    // Name the zone unless it is the viewer's own; an event with no zone is shown in the viewer's, named.
    timeZoneName: zone === viewerZone ? undefined : 'short',
  }).format(date);
}

/** A moment such as a redemption, in the viewer's own zone: "Nov 22, 7:04 PM". */
export function formatMoment(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

function safeTimeZone(timeZone: string | null): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}
