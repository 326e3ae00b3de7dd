export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** An http(s) address up to the next space or a character that cannot be part of one. */
const URL_RE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?*_~]+$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}

/** Drops punctuation that ends the sentence rather than the address, and unbalanced brackets. */
function trimEnd(candidate: string): string {
  let url = candidate;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING, '');
    const last = url.at(-1);
    const opener = last ? CLOSERS[last] : undefined;
    if (last && opener && count(url, last) > count(url, opener)) url = url.slice(0, -1);
    if (url === before) return url;
  }
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits plain message text into text and http(s) links. Nothing here is HTML: the caller
 * renders each segment as a text node or as a link's text, so markup in a message stays text,
 * and `javascript:` or any other scheme never becomes a link.
 */
export function linkify(text: string): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(URL_RE)) {
    const start = match.index;
    const candidate = trimEnd(match[0]);
    const href = safeHref(candidate);
    if (!href) continue;
    if (start > cursor) segments.push({ kind: 'text', text: text.slice(cursor, start) });
    segments.push({ kind: 'link', text: candidate, href });
    cursor = start + candidate.length;
  }
  if (cursor < text.length) segments.push({ kind: 'text', text: text.slice(cursor) });
  return segments;
}
