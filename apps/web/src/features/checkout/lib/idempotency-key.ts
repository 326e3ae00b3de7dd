import { useRef } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

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
