import type { EventPlace } from '@mingle/shared/event-labels';

/** Where an event happens, as one line of text (shared with the server's first screen), and a map link for it. */
export { type EventPlace, placeLine } from '@mingle/shared/event-labels';

/** An OpenStreetMap search for the address (no API key, no tracking script). */
export function mapUrl(place: EventPlace): string | null {
  const query = [place.address, place.city].filter(Boolean).join(', ');
  if (!query) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
