import { createHash, randomBytes } from 'node:crypto';
import { SHORT_CODE_DIGEST_HEX } from '@mingle/shared/short-code';
import { hashSecret } from '../../lib/tokens.ts';

/**
 * What the door's offline list carries instead of a code: a device that scans or types a code
 * hashes it the same way to find the ticket, and a copied list holds no usable code. Salted with
 * the event so one event's digests say nothing about another's.
 */
export function doorCodeDigest(eventId: string, code: string): string {
  return createHash('sha256').update(`${eventId}:${code}`).digest('base64url').slice(0, 22);
}

/**
 * The short code's counterpart, cut to 20 bits on purpose: a full digest of a ~39-bit code is
 * reversed offline in minutes, a prefix shared by ~500,000 codes is not. The door device accepts a
 * typed code whose prefix matches and the server checks the real code at sync.
 */
export function doorShortCodeDigest(eventId: string, shortCode: string): string {
  return createHash('sha256').update(`${eventId}:${shortCode}`).digest('hex').slice(0, SHORT_CODE_DIGEST_HEX);
}

/** A share token: 256 random bits; only its hash is stored. */
export function newShareToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}
