import { EVENT_DETAILS_PATH, eventLink } from '@mingle/shared/schemas/events';
import type { AppContext } from '../../app-context.ts';
import { htmlToText } from '../../lib/sanitize-html.ts';
import { escapeHtml } from './escape-html.ts';
import { formatPlace, formatWhen } from './event-messages.ts';
import { eventPageData } from './event-page-data.ts';
import { type EventRow, findEvent } from './events.repository.ts';

const DESCRIPTION_MAX = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
function renderEventMeta(event: EventRow & { title: string }, publicUrl: string): string {
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
 * page's own title and description replaced) and, for a public event, its signed-out view and
 * cover preload (event-page-data.ts); null to serve the page unchanged.
 */
export async function eventPageHtml(ctx: AppContext, indexHtml: string, url: string): Promise<string | null> {
  const [pathname, search = ''] = url.split('?');
  if (pathname !== EVENT_DETAILS_PATH || !indexHtml.includes('</head>')) return null;
  const id = new URLSearchParams(search).get('id');
  if (!id || !UUID.test(id)) return null;
  const event = await findEvent(ctx.db, id);
  if (event?.status !== 'published' || !event.title) return null;
  const meta = renderEventMeta({ ...event, title: event.title }, ctx.config.PUBLIC_URL);
  const data = await eventPageData(ctx, event);
  const head = `  ${[meta, ...(data?.head ?? [])].join('\n    ')}\n  </head>`;
  // Replaced through functions: a replacement string would read $' $` $& in the host's title as
  // patterns and copy the page around them into the tags (out of the attribute or the script).
  const html = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace('</head>', () => head);
  // Under the static header the index.html paints before any script runs.
  return data?.body ? html.replace('</header>', () => `</header>${data.body}`) : html;
}
