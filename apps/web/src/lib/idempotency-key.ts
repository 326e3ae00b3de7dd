/** Keys for the Idempotency-Key header of money calls. */

/**
 * A random key for the Idempotency-Key header. crypto.randomUUID needs a secure context; a
 * phone on the venue's Wi-Fi may open the app over plain http, so fall back to
 * getRandomValues, which works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // Not a secure context: fall through.
    }
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
