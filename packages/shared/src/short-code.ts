/**
 * The short ticket code a guest reads out or a door person types: 8 characters from an alphabet
 * with no look-alikes (no 0/O, 1/I/L), shown as two groups of four ("K7QM-3RXT"). It is unique
 * per event, not globally, so it is only ever looked up together with the event.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 8;

/**
 * Hex characters of SHA-256("<eventId>:<short code>") the door's offline list keeps per ticket:
 * 5, i.e. 20 bits. A short code has ~39 bits, so each prefix stands for ~2^19 (≈500,000) codes and
 * a copied list cannot be brute-forced back into anyone's code; a random wrong code typed offline
 * still matches some ticket with probability ≈ tickets / 2^20 (0.05 % at 500), and the server,
 * which checks the real code when the check-in is synced, catches that.
 */
export const SHORT_CODE_DIGEST_HEX = 5;

const SHAPE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/** What was typed, as stored: upper case, without the spaces and dashes people add. */
export function normaliseShortCode(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** A normalised short code, or null when the input cannot be one (then it may be a long code). */
export function asShortCode(raw: string): string | null {
  const code = normaliseShortCode(raw);
  return SHAPE.test(code) ? code : null;
}

/** "K7QM3RXT" → "K7QM-3RXT", easier to read out. */
export function formatShortCode(code: string): string {
  const half = SHORT_CODE_LENGTH / 2;
  return code.length === SHORT_CODE_LENGTH ? `${code.slice(0, half)}-${code.slice(half)}` : code;
}
