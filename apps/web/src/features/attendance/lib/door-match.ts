import type { DoorList, DoorListEntry } from '@mingle/shared/schemas/tickets';
import { asShortCode, SHORT_CODE_DIGEST_HEX } from '@mingle/shared/short-code';

async function sha256(eventId: string, code: string): Promise<Uint8Array | null> {
  // crypto.subtle exists only on https (and localhost); elsewhere only the name search works offline.
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  return new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${eventId}:${code}`)),
  );
}

/**
 * The door list holds digests, not codes (GET events/:id/door-list): for the QR code base64url of
 * SHA-256 of "<eventId>:<code>", first 22 characters. A scanned code is hashed the same way here.
 */
export async function doorDigest(eventId: string, code: string): Promise<string | null> {
  const hash = await sha256(eventId, code);
  if (!hash) return null;
  let binary = '';
  for (const byte of hash) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 22);
}

/** For a short code only the first 5 hex characters (20 bits): see SHORT_CODE_DIGEST_HEX. */
export async function shortCodeDigest(eventId: string, shortCode: string): Promise<string | null> {
  const hash = await sha256(eventId, shortCode);
  if (!hash) return null;
  const hex = [...hash.slice(0, 3)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return hex.slice(0, SHORT_CODE_DIGEST_HEX);
}

/**
 * What a scanned or typed code matches on the saved list. `shortCode` is set when only a short
 * code's 20-bit prefix matched: that is ~1 in 2,000 likely a wrong code at 500 tickets, so the
 * check-in must send it for the server to verify. `ambiguous`: two or more tickets still to check
 * in share the prefix, and offline there is no telling which one (if either) the code is.
 */
export type CodeMatch = { entry: DoorListEntry; shortCode: string | null } | { ambiguous: DoorListEntry[] };

/**
 * The ticket of the saved list a QR code or a short code (any case, spaces, dashes) belongs to.
 * `open` says which tickets can still be let in (not redeemed, not queued on this device): a
 * prefix shared with a ticket already in does not make a typed code ambiguous.
 */
export async function findByCode(
  list: DoorList,
  raw: string,
  open: (entry: DoorListEntry) => boolean = (entry) => entry.status === 'valid',
): Promise<CodeMatch | undefined> {
  const short = asShortCode(raw);
  const [longDigest, shortDigest] = await Promise.all([
    doorDigest(list.eventId, raw.replace(/\s+/g, '')),
    short ? shortCodeDigest(list.eventId, short) : null,
  ]);
  const exact = longDigest === null ? undefined : list.items.find((entry) => entry.codeDigest === longDigest);
  if (exact) return { entry: exact, shortCode: null };
  if (!short || shortDigest === null) return undefined;
  const matches = list.items.filter((entry) => entry.shortCodeDigest === shortDigest);
  const candidates = matches.filter(open);
  if (candidates.length === 1) return { entry: candidates[0]!, shortCode: short };
  if (candidates.length > 1) return { ambiguous: candidates };
  // Only tickets already in share the prefix: say so (the caller warns), or both if several.
  if (matches.length === 1) return { entry: matches[0]!, shortCode: short };
  return matches.length > 1 ? { ambiguous: matches } : undefined;
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
