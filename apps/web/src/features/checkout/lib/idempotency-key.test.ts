import { describe, expect, it } from 'vitest';
import { AttemptKeys } from './idempotency-key.ts';

describe('AttemptKeys', () => {
  it('keeps one key while the same request is retried', () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor('order-1|4242');
    expect(keys.keyFor('order-1|4242')).toBe(first);
  });

  it('makes a new key for another request, and after renew()', () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor('order-1|4000');
    const second = keys.keyFor('order-1|4242');
    expect(second).not.toBe(first);
    keys.renew();
    expect(keys.keyFor('order-1|4242')).not.toBe(second);
  });

  it('makes keys the server accepts (visible ASCII, at most 200 characters)', () => {
    const key = new AttemptKeys().keyFor('x');
    expect(key).toMatch(/^[\x21-\x7e]{1,200}$/);
  });
});
