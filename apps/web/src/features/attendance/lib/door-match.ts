import type { DoorList, DoorListEntry } from '@mingle/shared/schemas/tickets';
import { asShortCode } from '@mingle/shared/short-code';

/**
 * The door list holds digests, not codes (GET events/:id/door-list): base64url of SHA-256 of
 * "<eventId>:<code>", first 22 characters. A scanned or typed code is hashed the same way here.
 */
export async function doorDigest(eventId: string, code: string): Promise<string | null> {
  // crypto.subtle exists only on https (and localhost); elsewhere only the name search works offline.
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${eventId}:${code}`));
  let binary = '';
  for (const byte of new Uint8Array(hash)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 22);
}

/** The ticket of the saved list a QR code or a short code (any case, spaces, dashes) belongs to. */
export async function findByCode(list: DoorList, raw: string): Promise<DoorListEntry | undefined> {
  const short = asShortCode(raw);
  const [longDigest, shortDigest] = await Promise.all([
    doorDigest(list.eventId, raw.replace(/\s+/g, '')),
    short ? doorDigest(list.eventId, short) : null,
  ]);
  return list.items.find(
    (entry) =>
      (longDigest !== null && entry.codeDigest === longDigest) ||
      (shortDigest !== null && entry.shortCodeDigest === shortDigest),
  );
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The guests whose name (or ticket type) contains every word typed, accents and case ignored. */
export function searchGuests(items: readonly DoorListEntry[], query: string): DoorListEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((entry) => {
    const text = fold(`${entry.holder?.firstName ?? 'Guest'} ${entry.ticketTypeName}`);
    return words.every((w) => text.includes(w));
  });
}
