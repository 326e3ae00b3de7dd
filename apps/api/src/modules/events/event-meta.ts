import { EVENT_DETAILS_PATH, eventLink } from '@mingle/shared/schemas/events';
import type { Queryable } from '../../db/client.ts';
import { htmlToText } from '../../lib/sanitize-html.ts';
import { formatPlace, formatWhen } from './event-messages.ts';
import { findEvent } from './events.repository.ts';

const DESCRIPTION_MAX = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Escapes text for an HTML attribute value or element body. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function absolute(url: string, publicUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl.replace(/\/$/, '')}${url}`;
}

/**
 * Open Graph and Twitter tags (plus <title> and description) for a published event, public or
 * private (whoever has the link may preview it), every value escaped. Null for anything else.
 */
export async function renderEventMeta(db: Queryable, id: string, publicUrl: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  const event = await findEvent(db, id);
  if (event?.status !== 'published' || !event.title) return null;
  const summary = `${formatWhen(event.starts_at, event.time_zone)} · ${formatPlace(event)} · ${event.org_name}`;
  const description = truncate(
    (event.description && htmlToText(event.description)) || summary,
    DESCRIPTION_MAX,
  );
  const image = event.cover_image ? absolute(event.cover_image, publicUrl) : null;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Mingle'],
    ['property', 'og:title', event.title],
    ['property', 'og:description', description],
    ['property', 'og:url', eventLink(publicUrl, event.id)],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', event.title],
    ['name', 'twitter:description', description],
  ];
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  return [
    `<title>${escapeHtml(`${event.title} · Mingle`)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/**
 * The client's index.html for `/event-details?id=…` with the event's tags in its head (the
 * page's own title and description replaced), or null to serve the page unchanged.
 */
export async function eventPageHtml(
  db: Queryable,
  indexHtml: string,
  url: string,
  publicUrl: string,
): Promise<string | null> {
  const [pathname, search = ''] = url.split('?');
  if (pathname !== EVENT_DETAILS_PATH) return null;
  const id = new URLSearchParams(search).get('id');
  const meta = id ? await renderEventMeta(db, id, publicUrl) : null;
  if (!meta || !indexHtml.includes('</head>')) return null;
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace('</head>', `  ${meta}\n  </head>`);
}
