import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@mingle/shared/short-code';
import { hashSecret } from '../../lib/tokens.ts';

/** A ticket code: 160 random bits, base64url (27 characters), shown as the QR code. */
export function newTicketCode(): string {
  return randomBytes(20).toString('base64url');
}

/** A short code for typing at the door: 8 uniform draws from the look-alike-free alphabet (~39 bits). */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i += 1)
    code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

/**
 * What the door's offline list carries instead of a code: a device that scans or types a code
 * hashes it the same way to find the ticket, and a copied list holds no usable code. Salted with
 * the event so one event's digests say nothing about another's.
 */
export function doorCodeDigest(eventId: string, code: string): string {
  return createHash('sha256').update(`${eventId}:${code}`).digest('base64url').slice(0, 22);
}

/** A share token: 256 random bits; only its hash is stored. */
export function newShareToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}
