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
  it('reloads the first time in a session, and not again after the reload', () => {
    const session = memorySession();
    const reload = vi.fn();
    const before = { session, reload, pageStartedAt: Date.now() - 1000 };
    expect(reloadOnce(before)).toBe(true);
    expect(session.data.has(CHUNK_RELOAD_MARKER)).toBe(true);
    // The reloaded page (a later document) finds the marker: no second reload, show the error.
    const after = { session, reload, pageStartedAt: Date.now() + 1 };
    expect(reloadOnce(after)).toBe(false);
    expect(reloadOnce(after)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('while its own reload is under way, reports it as reloading without reloading again', () => {
    const session = memorySession();
    const reload = vi.fn();
    const deps = { session, reload, pageStartedAt: Date.now() - 1000 };
    expect(reloadOnce(deps)).toBe(true);
    expect(reloadOnce(deps)).toBe(true);
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
    expect(reloadOnce({ session, reload, pageStartedAt: 0 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses the real sessionStorage by default', () => {
    // A marker from an earlier document of this session.
    sessionStorage.setItem(CHUNK_RELOAD_MARKER, '1');
    expect(reloadOnce()).toBe(false);
    sessionStorage.clear();
  });
});

describe('the global handler', () => {
  function setup(pageStartedAt = Date.now() - 1000, online = true) {
    const session = memorySession();
    const reload = vi.fn();
    const uninstall = installChunkReloadHandlers(window, { session, reload, pageStartedAt }, () => online);
    return { reload, uninstall, session };
  }

  it('offline, never reloads: the preload error goes on to the page, which says it is offline', () => {
    const { reload, uninstall } = setup(Date.now() - 1000, false);
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Importing a module script failed.' }));
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    uninstall();
  });

  it("reloads on Vite's preload error and stops the error from being thrown", () => {
    const { reload, uninstall } = setup();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('after the one reload of the session, lets the preload error reach the error boundary', () => {
    const { reload, uninstall, session } = setup(Date.now() + 1);
    session.setItem(CHUNK_RELOAD_MARKER, String(Date.now() - 5000));
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
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
