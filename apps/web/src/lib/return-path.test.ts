import { afterEach, describe, expect, it } from 'vitest';
import { isInternalPath, rememberReturnPath, takeReturnPath } from './return-path.ts';

afterEach(() => sessionStorage.clear());

describe('the return path after sign-in', () => {
  it('is used once', () => {
    rememberReturnPath('/shared?token=abc');
    expect(takeReturnPath()).toBe('/shared?token=abc');
    expect(takeReturnPath()).toBeNull();
  });

  it('only ever points inside the app', () => {
    for (const path of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(isInternalPath(path)).toBe(false);
      rememberReturnPath(path);
      expect(takeReturnPath()).toBeNull();
    }
    expect(isInternalPath('/checkout?eventId=1')).toBe(true);
  });
});
