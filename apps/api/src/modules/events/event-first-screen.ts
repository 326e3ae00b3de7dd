import { formatEventRange, placeLine, ticketPriceRange } from '@mingle/shared/event-labels';
import type { Event } from '@mingle/shared/schemas/events';
import { priceDisplay } from '@mingle/shared/tax-labels';
import { escapeHtml } from './escape-html.ts';

/**
 * The event page's first screen as the server paints it, from the signed-out view the page
 * carries anyway: cover, title, host, date, place and price, in the elements and classes the
 * client's page renders (apps/web/src/app/pages/event-details-page.tsx and the components it
 * uses), so it is the page's largest paint with no script at all and the client's first render
 * lands on the same boxes. Every text from the event is escaped. The client replaces it whole;
 * what needs script (Subscribe, Share, the action button, About) arrives with it.
 */

/** As the client writes it (formatEventRange), in the event's zone. */
const when = (event: Event) =>
  event.startsAt ? formatEventRange(event.startsAt, event.endsAt, event.timeZone) : 'Date to be announced';

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
    `<div class="event-fact"><dt>${ICON_BOX}<span class="visually-hidden">Where</span></dt><dd><p class="event-fact-main">${escapeHtml(placeLine(event))}</p></dd></div>`,
    '</dl>',
  ].join('');
  // The same price and tax note the client paints, so nothing moves when it takes over.
  const shown = priceDisplay(ticketPriceRange(event.ticketTypes), event.tax, 'page');
  const taxNote = shown.taxNote ? `<span class="event-action-tax"> ${escapeHtml(shown.taxNote)}</span>` : '';
  const aside = ended
    ? ''
    : `<aside class="event-aside" aria-label="Tickets and RSVP"><div class="card event-aside-card"><div class="event-action-bar"><p class="event-action-price">${escapeHtml(shown.price ?? 'Free')}${taxNote}</p></div></div></aside>`;
  return `<main class="shell-main"><article class="container page event-page"><div class="event-layout">${cover}<div class="event-head">${head}</div>${aside}</div></article></main>`;
}
