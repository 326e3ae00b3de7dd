import { formatMoney } from '@mingle/shared/fees';
import type { Event } from '@mingle/shared/schemas/events';
import { escapeHtml } from './escape-html.ts';

/**
 * The event page's first screen as the server paints it, from the signed-out view the page
 * carries anyway: cover, title, host, date, place and price, in the elements and classes the
 * client's page renders (apps/web/src/app/pages/event-details-page.tsx and the components it
 * uses), so it is the page's largest paint with no script at all and the client's first render
 * lands on the same boxes. Every text from the event is escaped. The client replaces it whole;
 * what needs script (Subscribe, Share, the action button, About) arrives with it.
 */

const LONG: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

function zone(timeZone: string | null): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** As the client's formatEventRange (entities/event/lib/event-time.ts), in the event's zone. */
function when(event: Pick<Event, 'startsAt' | 'endsAt' | 'timeZone'>): string {
  if (!event.startsAt) return 'Date to be announced';
  const f = new Intl.DateTimeFormat('en-US', { ...LONG, timeZone: zone(event.timeZone) });
  const start = new Date(event.startsAt);
  return event.endsAt ? f.formatRange(start, new Date(event.endsAt)) : f.format(start);
}

/** As the client's placeLine (entities/event/lib/place.ts). */
function where(event: Pick<Event, 'venueName' | 'address' | 'city' | 'onlineUrl'>): string {
  const parts = [event.venueName, event.address, event.city].filter((p): p is string => Boolean(p));
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  if (unique.length > 0) return unique.join(', ');
  return event.onlineUrl ? 'Online' : 'Place to be announced';
}

const money = (cents: number, currency: string) => formatMoney(cents, currency).replace(/\.00$/, '');

/** As the client's priceLabel of the event's ticket types (entities/event/lib/price.ts); "Free" without any. */
function price(types: Event['ticketTypes']): string {
  if (types.length === 0) return 'Free';
  const prices = types.map((t) => t.priceCents);
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  const currency = types[0]?.currency ?? 'USD';
  if (max === 0) return 'Free';
  if (min === max) return money(min, currency);
  return min === 0 ? `Free – ${money(max, currency)}` : `From ${money(min, currency)}`;
}

/** An icon's box (22 px, as components/ui/icons.tsx draws them), drawn when the client takes over. */
const ICON_BOX = '<svg width="22" height="22" aria-hidden="true" focusable="false"></svg>';

export function firstScreenHtml(event: Event, cover: string): string {
  const subscribers = event.organization.subscriberCount;
  const ended = Date.parse(event.endsAt ?? event.startsAt ?? '') < Date.now();
  const head = [
    `<h1 class="event-title">${escapeHtml(event.title ?? 'Untitled event')}</h1>`,
    '<div class="host-row"><span class="avatar" style="display:inline-block;width:48px;height:48px"></span>',
    `<div class="host-row-main"><p class="hint">Hosted by</p><p class="host-row-name">${escapeHtml(event.organization.name)}</p>`,
    `<p class="hint">${subscribers} ${subscribers === 1 ? 'subscriber' : 'subscribers'}</p></div></div>`,
    '<dl class="event-facts">',
    `<div class="event-fact"><dt>${ICON_BOX}<span class="visually-hidden">When</span></dt><dd><p class="event-fact-main">${escapeHtml(when(event))}</p></dd></div>`,
    `<div class="event-fact"><dt>${ICON_BOX}<span class="visually-hidden">Where</span></dt><dd><p class="event-fact-main">${escapeHtml(where(event))}</p></dd></div>`,
    '</dl>',
  ].join('');
  const aside = ended
    ? ''
    : `<aside class="event-aside" aria-label="Tickets and RSVP"><div class="card event-aside-card"><div class="event-action-bar"><p class="event-action-price">${escapeHtml(price(event.ticketTypes))}</p></div></div></aside>`;
  return `<main class="shell-main"><article class="container page event-page"><div class="event-layout">${cover}<div class="event-head">${head}</div>${aside}</div></article></main>`;
}
