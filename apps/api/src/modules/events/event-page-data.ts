import {
  coverSizeUrl,
  coverSrcSet,
  EVENT_DATA_ELEMENT_ID,
  EVENT_PAGE_COVER_SIZES,
} from '@mingle/shared/cover';
import type { AppContext } from '../../app-context.ts';
import type { EventRow } from './events.repository.ts';
import { getEvent } from './events.service.ts';

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that can sit inside a <script> element: no `</script>` or `<!--` can close or change it
 * (every `<`, `>` and `&` is a \u escape, which JSON.parse reads back), and the two line
 * separators older JavaScript parsers choke on are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c] ?? c);
}

const attr = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * What the event page needs before its first paint, in the HTML itself: the signed-out view of
 * a published public event (the same answer GET events/:id gives a visitor with no token, so no
 * viewer's own fields ever appear; the client uses it only when signed out) and a preload of the
 * cover at the size the page will pick (only a cover stored here: an old row's outside address
 * is never fetched on the visitor's behalf before the page decides to). Nothing for a private, draft or cancelled event: those
 * load through the API as before.
 */
export async function eventPageData(ctx: AppContext, event: EventRow): Promise<string[]> {
  if (event.status !== 'published' || event.visibility !== 'public') return [];
  const view = await getEvent(ctx, event.id, null);
  const tags: string[] = [];
  const cover = view.coverImage;
  const srcset = cover ? coverSrcSet(cover) : null;
  if (cover && srcset) {
    const href = coverSizeUrl(cover, 960) ?? cover;
    tags.push(
      `<link rel="preload" as="image" href="${attr(href)}" imagesrcset="${attr(srcset)}" imagesizes="${attr(EVENT_PAGE_COVER_SIZES)}" fetchpriority="high" />`,
    );
  }
  tags.push(`<script type="application/json" id="${EVENT_DATA_ELEMENT_ID}">${jsonForScript(view)}</script>`);
  return tags;
}
