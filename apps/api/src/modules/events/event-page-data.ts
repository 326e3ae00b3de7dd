import {
  COVER_BOX,
  coverPosition,
  coverSizeUrl,
  coverSrcSet,
  EVENT_DATA_ELEMENT_ID,
  EVENT_PAGE_COVER_SIZES,
} from '@mingle/shared/cover';
import type { AppContext } from '../../app-context.ts';
import { firstScreenHtml } from './event-first-screen.ts';
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

/** What the page's <img> picks from, as EventCover renders it there; null for an outside address. */
function coverSources(
  cover: string,
  focus: { x: number; y: number },
): { src: string; srcset: string; sizes: string; position: string } | null {
  const srcset = coverSrcSet(cover);
  if (!srcset) return null;
  return {
    position: coverPosition(focus.x, focus.y),
    src: attr(coverSizeUrl(cover, 960) ?? cover),
    srcset: attr(srcset),
    sizes: attr(EVENT_PAGE_COVER_SIZES),
  };
}

/**
 * The cover as EventCover renders it on the page (the same element, classes and box), so the
 * page's largest paint waits for the picture alone, not for the scripts.
 */
function coverImage({ src, srcset, sizes, position }: NonNullable<ReturnType<typeof coverSources>>): string {
  return `<img class="event-cover event-page-cover" style="object-position:${position}" src="${src}" srcset="${srcset}" sizes="${sizes}" width="${COVER_BOX.width}" height="${COVER_BOX.height}" alt="" fetchpriority="high" decoding="async" />`;
}

/** EventCover without a picture (none, or an old row's outside address the server won't fetch). */
const NO_COVER = '<div class="event-cover event-cover-empty event-page-cover" aria-hidden="true"></div>';

/**
 * What the event page needs before its first paint, in the HTML itself: the signed-out view of
 * a published public event (the same answer GET events/:id gives a visitor with no token, so no
 * viewer's own fields ever appear; a signed-in client paints from it only until its own view
 * arrives), a preload of the cover at the size the page will pick, and the first screen painted
 * from that view under the static header (event-first-screen.ts; the cover only when stored
 * here: an old row's outside address is never fetched on the visitor's behalf). Null for a
 * private, draft or cancelled event: those load through the API as before.
 */
export async function eventPageData(
  ctx: AppContext,
  event: EventRow,
): Promise<{ head: string[]; body: string } | null> {
  if (event.status !== 'published' || event.visibility !== 'public') return null;
  const view = await getEvent(ctx, event.id, null);
  const cover = view.coverImage
    ? coverSources(view.coverImage, { x: view.coverFocusX, y: view.coverFocusY })
    : null;
  const data = `<script type="application/json" id="${EVENT_DATA_ELEMENT_ID}">${jsonForScript(view)}</script>`;
  const body = firstScreenHtml(view, cover ? coverImage(cover) : NO_COVER);
  if (!cover) return { head: [data], body };
  const preload = `<link rel="preload" as="image" href="${cover.src}" imagesrcset="${cover.srcset}" imagesizes="${cover.sizes}" fetchpriority="high" />`;
  return { head: [preload, data], body };
}
