/**
 * Event covers: one shape everywhere (docs/adr/0009-one-cover-shape.md) and the responsive
 * sizes the server keeps of each uploaded cover. Both sides derive a size's address from the
 * cover's own, so no schema or stored column changes when sizes are added.
 */

/** Width ÷ height of every cover on every screen (the Open Graph card is 1.91:1). */
export const COVER_ASPECT = 2;

/** The intrinsic size the <img> declares, so the box is reserved before the picture arrives. */
export const COVER_BOX = { width: 1600, height: 800 } as const;

/**
 * Widths kept beside the original, which itself is at most 1600 px on its longest side and
 * serves as the widest candidate.
 */
export const COVER_WIDTHS = [480, 720, 960] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
const ORIGINAL_WIDTH = 1600;

/** How wide the event page shows its cover; the server's preload must say the same. */
export const EVENT_PAGE_COVER_SIZES =
  '(min-width: 1120px) 704px, (min-width: 900px) calc(100vw - 416px), calc(100vw - 32px)';

/**
 * The CSS `object-position` of a cover cropped around its focal point (percentages, 50 50 the
 * centre); the server's painted cover and `EventCover` both use it, so nothing moves on mount.
 */
export function coverPosition(x: number, y: number): string {
  return `${x}% ${y}%`;
}

/** The element of the event page's HTML that carries the event's public view (signed out). */
export const EVENT_DATA_ELEMENT_ID = 'mingle-event';

/** A cover uploaded through Mingle: `/uploads/events/<event id>/<random>.webp`. */
const UPLOADED_COVER = /^\/uploads\/(events\/[0-9a-f-]{36}\/[0-9a-f]{16,64})\.webp$/;
/** A stored size of one: `events/<event id>/<random>-w<width>.webp` (a storage key). */
const COVER_SIZE_KEY = /^(events\/[0-9a-f-]{36}\/[0-9a-f]{16,64})-w(\d+)\.webp$/;

/** The address of `url` at `width`, or null when `url` is not a cover Mingle stored. */
export function coverSizeUrl(url: string, width: CoverWidth): string | null {
  const match = UPLOADED_COVER.exec(url);
  return match ? `/uploads/${match[1]}-w${width}.webp` : null;
}

/** The `srcset` of a stored cover (its sizes and the original), or null for any other address. */
export function coverSrcSet(url: string): string | null {
  if (!UPLOADED_COVER.test(url)) return null;
  return [...COVER_WIDTHS.map((w) => `${coverSizeUrl(url, w)} ${w}w`), `${url} ${ORIGINAL_WIDTH}w`].join(
    ', ',
  );
}

/** Every size's address of a stored cover (to remove them with it). */
export function coverSizeUrls(url: string): string[] {
  return COVER_WIDTHS.map((w) => coverSizeUrl(url, w)).filter((u): u is string => u !== null);
}

/** For a storage key of a cover size: the original's key and the width; null for anything else. */
export function parseCoverSizeKey(key: string): { originalKey: string; width: CoverWidth } | null {
  const match = COVER_SIZE_KEY.exec(key);
  const width = Number(match?.[2]);
  if (!match || !(COVER_WIDTHS as readonly number[]).includes(width)) return null;
  return { originalKey: `${match[1]}.webp`, width: width as CoverWidth };
}
