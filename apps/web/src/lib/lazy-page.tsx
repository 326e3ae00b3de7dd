import { PAGE_LOAD_TIMEOUT_MS } from '@mingle/shared/constants';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { OfflineNotice } from '../components/ui/offline-notice.tsx';
import { isChunkLoadError, reloadOnce } from './chunk-reload.ts';
import { useOnline } from './use-online.ts';

export class PageLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(
      `This page took longer than ${Math.round(ms / 1000)} seconds to load. Check your connection and retry.`,
    );
    this.name = 'PageLoadTimeoutError';
  }
}

/** Settles like `promise`, or rejects with PageLoadTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type PageModule<P> = { default: ComponentType<P> };

interface LazyPageOptions {
  timeoutMs?: number;
  /** Called for a chunk-load failure; true means the page is reloading. */
  onChunkError?: () => boolean;
  /** Shown instead when the chunk cannot load because the browser is offline (a page's notice by default). */
  offline?: ReactNode;
}

/**
 * Counts the errors error boundaries have shown. A failed load is forgotten only once a
 * boundary has shown its error: React re-renders once by itself after an error, and a fresh
 * load at that point would hide the error behind an endless spinner.
 */
let shownErrors = 0;

/** Called by the error boundary once its fallback is on screen: failed loads may now retry. */
export function releaseFailedLoads(): void {
  shownErrors += 1;
}

/**
 * Loads a page on demand with the 120000 ms time-out. A chunk-load failure while the browser is
 * offline is the network's, not a release's: the page's place shows `offline` (the shell stays)
 * and the chunk is asked for again once the browser is back online. Any other chunk-load
 * failure reloads the page once per session; otherwise the error reaches the error boundary,
 * and the next render after that (the fallback's Retry, or coming back later) asks for the
 * chunk again.
 */
export type LazyPage<P> = ComponentType<P> & {
  /**
   * Loads the page ahead of its first render, which then needs no Suspense fallback: for a
   * page whose first screen the server painted, so React's first commit replaces that screen
   * with the page itself instead of the spinner. Settles either way; a failed load is left to
   * the render, which shows it as before.
   */
  preload: () => Promise<void>;
};

export function lazyPage<P extends object>(
  load: () => Promise<PageModule<P>>,
  {
    timeoutMs = PAGE_LOAD_TIMEOUT_MS,
    onChunkError = () => reloadOnce(),
    offline = <OfflineNotice />,
  }: LazyPageOptions = {},
): LazyPage<P> {
  let failedAt: number | null = null;
  let failedOffline = false;
  const Offline = () => offline;
  const fresh = () =>
    lazy(() =>
      withTimeout(load(), timeoutMs).catch((error: unknown) => {
        if (isChunkLoadError(error)) {
          if (!navigator.onLine) {
            failedOffline = true;
            return { default: Offline as ComponentType<P> };
          }
          // While the page reloads, stay suspended so the spinner remains instead of an error.
          if (onChunkError()) return new Promise<PageModule<P>>(() => {});
        }
        failedAt = shownErrors;
        throw error;
      }),
    );
  let Lazy: LazyExoticComponent<ComponentType<P>> = fresh();
  // Set only before the first render: a mounted page never changes component type (a remount).
  let Loaded: ComponentType<P> | null = null;
  let rendered = false;
  function Page(props: P) {
    // Re-renders when the network comes back, so a page that could not load offline loads now.
    const online = useOnline();
    rendered = true;
    if (Loaded) return <Loaded {...props} />;
    if ((failedAt !== null && failedAt !== shownErrors) || (failedOffline && online)) {
      failedAt = null;
      failedOffline = false;
      Lazy = fresh();
    }
    return <Lazy {...props} />;
  }
  Page.preload = () =>
    withTimeout(load(), timeoutMs).then(
      (module) => {
        if (!rendered) Loaded = module.default;
      },
      () => undefined,
    );
  return Page;
}
