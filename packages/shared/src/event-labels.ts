import { formatMoney } from './fees.ts';

/**
 * How an event's place, price, zone and dates read, the same wherever they are written: the web
 * client's cards and pages, and the event page's first screen the server paints before any script
 * runs.
 */

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

/** The cheapest and dearest ticket of an event (null without ticket types), in one currency. */
export interface PriceRange {
  minPriceCents: number | null;
  maxPriceCents: number | null;
  currency: string | null;
}

/** "$25", "$12.50": whole amounts without the ".00". */
const money = (cents: number, currency: string | null) =>
  formatMoney(cents, currency ?? 'USD').replace(/\.00$/, '');

/**
 * The one price label of an event, on every card and on the event page (docs/event-prices.md):
 * "Free" only when every ticket is free, "$25" for one price, "From $10" for paid tickets at
 * different prices, "Free – $25" when a free ticket sits beside paid ones; null without tickets.
 */
export function priceLabel({ minPriceCents: min, maxPriceCents: max, currency }: PriceRange): string | null {
  if (min === null) return null;
  const top = max ?? min;
  if (top === 0) return 'Free';
  if (min === top) return money(min, currency);
  return min === 0 ? `Free – ${money(top, currency)}` : `From ${money(min, currency)}`;
}

/** The range of an event's own ticket types, for the event page. */
export function ticketPriceRange(types: readonly { priceCents: number; currency: string }[]): PriceRange {
  const prices = types.map((t) => t.priceCents);
  return types.length === 0
    ? { minPriceCents: null, maxPriceCents: null, currency: null }
    : {
        minPriceCents: Math.min(...prices),
        maxPriceCents: Math.max(...prices),
        currency: types[0]!.currency,
      };
}

/** The zone an event's times are written in: its own when valid, else UTC (never the viewer's by guess). */
export function eventZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** An event's date and time in full: "Saturday, July 4, 2026, 7:00 PM". */
export const EVENT_DATE_LONG: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

const rangeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Saturday, July 4, 2026, 7:00 – 10:00 PM PDT": start to end in the event's zone, named, written
 * as a range so a same-day event does not repeat its date.
 */
export function formatEventRange(startsAt: string, endsAt: string | null, timeZone: string | null): string {
  const tz = eventZone(timeZone);
  let f = rangeFormats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...EVENT_DATE_LONG, timeZone: tz, timeZoneName: 'short' });
    rangeFormats.set(tz, f);
  }
  const start = new Date(startsAt);
  return endsAt ? f.formatRange(start, new Date(endsAt)) : f.format(start);
}
