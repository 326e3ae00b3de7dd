import { useRef } from 'react';

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

/**
 * One key per attempt: the same request (same `signature`) retried after a lost answer or a
 * server error keeps its key, so the server answers the first attempt again instead of charging
 * twice; a different request (another basket, another card) or `renew()` gets a fresh key.
 */
export class AttemptKeys {
  private current: { signature: string; key: string } | null = null;

  keyFor(signature: string): string {
    if (this.current?.signature !== signature) this.current = { signature, key: newIdempotencyKey() };
    return this.current.key;
  }

  renew(): void {
    this.current = null;
  }
}

export function useAttemptKeys(): AttemptKeys {
  const ref = useRef<AttemptKeys | null>(null);
  ref.current ??= new AttemptKeys();
  return ref.current;
}
