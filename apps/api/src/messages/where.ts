/** The place fields every event message quotes. */
export interface EventPlace {
  venue_name: string | null;
  address: string | null;
  city: string | null;
  online_url: string | null;
}

/** "Blue Note, 131 W 3rd St, New York", "… and online", "online" or "place to be announced". */
export function formatPlace(e: EventPlace): string {
  const place = [e.venue_name, e.address, e.city].filter(Boolean).join(', ');
  if (place && e.online_url) return `${place} and online`;
  return place || (e.online_url ? 'online' : 'place to be announced');
}
