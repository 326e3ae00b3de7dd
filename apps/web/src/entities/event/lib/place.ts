/** Where an event happens, as one line of text, and a map link for it. */

export interface EventPlace {
  venueName: string | null;
  address?: string | null;
  city: string | null;
  onlineUrl?: string | null;
  isOnline?: boolean;
}

/** "Blue Room, 12 Main St, Springfield" or "Online". */
export function placeLine(place: EventPlace): string {
  const parts = [place.venueName, place.address, place.city].filter((p): p is string => Boolean(p));
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  if (unique.length > 0) return unique.join(', ');
  return place.onlineUrl || place.isOnline ? 'Online' : 'Place to be announced';
}

/** An OpenStreetMap search for the address (no API key, no tracking script). */
export function mapUrl(place: EventPlace): string | null {
  const query = [place.address, place.city].filter(Boolean).join(', ');
  if (!query) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
