import { CHUNK_RELOAD_MARKER } from '@mingle/shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { installChunkReloadHandlers, isChunkLoadError, reloadOnce } from './chunk-reload.ts';

function memorySession() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/page-abc.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
    'Unable to preload CSS for /assets/page.css',
    'Loading chunk 42 failed.',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
    expect(isChunkLoadError(message)).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads the first time in a session and never again', () => {
    const session = memorySession();
    const reload = vi.fn();
    expect(reloadOnce({ session, reload })).toBe(true);
    expect(session.data.has(CHUNK_RELOAD_MARKER)).toBe(true);
    expect(reloadOnce({ session, reload })).toBe(false);
    expect(reloadOnce({ session, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the marker cannot be stored, so it can never loop', () => {
    const reload = vi.fn();
    const session = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(reloadOnce({ session, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses the real sessionStorage by default', () => {
    sessionStorage.setItem(CHUNK_RELOAD_MARKER, '1');
    expect(reloadOnce()).toBe(false);
    sessionStorage.clear();
  });
});

describe('the global handler', () => {
  function setup() {
    const session = memorySession();
    const reload = vi.fn();
    const uninstall = installChunkReloadHandlers(window, { session, reload });
    return { reload, uninstall };
  }

  it("reloads once on Vite's preload error and stops the error from being thrown", () => {
    const { reload, uninstall } = setup();
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    // Already reloaded this session: let the error reach the error boundary instead.
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('reloads on an unhandled rejection that is a chunk-load failure', () => {
    const { reload, uninstall } = setup();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', {
      value: new TypeError('Failed to fetch dynamically imported module'),
    });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('reloads on an uncaught error event that is a chunk-load failure', () => {
    const { reload, uninstall } = setup();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Loading chunk 7 failed.' }));
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('ignores other errors, and nothing after uninstalling', () => {
    const { reload, uninstall } = setup();
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is not a function' }));
    uninstall();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
  });
});
