import { CHUNK_RELOAD_MARKER } from '@mingle/shared/constants';

/**
 * A chunk fails to load when the client was redeployed while the tab was open (the old
 * hashed files are gone) or the network dropped. Reloading fetches the new index.html; the
 * sessionStorage marker makes sure that happens only once per session, never in a loop.
 */
const CHUNK_ERROR =
  /failed to fetch dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css|loading (css )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

interface ReloadDeps {
  session: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  /** When this document started (ms since the epoch), to tell our own marker from an older one. */
  pageStartedAt: number;
}

function defaultDeps(): ReloadDeps {
  return {
    session: window.sessionStorage,
    reload: () => window.location.reload(),
    pageStartedAt: performance.timeOrigin,
  };
}

/**
 * Reloads the page unless it already did so in this session. Answers true while a reload is
 * under way (so callers keep the spinner up instead of flashing an error before the page
 * goes), false when the one reload has been spent and the error should be shown.
 */
export function reloadOnce(deps: ReloadDeps = defaultDeps()): boolean {
  try {
    const marker = deps.session.getItem(CHUNK_RELOAD_MARKER);
    // A marker set by this very document means the reload has already been asked for.
    if (marker) return Number(marker) >= deps.pageStartedAt;
    deps.session.setItem(CHUNK_RELOAD_MARKER, String(Date.now()));
  } catch {
    // Without sessionStorage a reload could not be remembered and might loop.
    return false;
  }
  deps.reload();
  return true;
}

/**
 * The global handler: Vite's preload failures and any uncaught error or rejection
 * that looks like a failed chunk load trigger the same single reload. Not while the browser is
 * offline: the failure is the network's, a reload cannot help (without the service worker it
 * would leave the app for the browser's own error page), and the page that asked for the chunk
 * shows the offline notice instead (lazy-page.tsx). Returns an uninstaller.
 */
export function installChunkReloadHandlers(
  target: Window = window,
  deps?: ReloadDeps,
  online: () => boolean = () => navigator.onLine,
): () => void {
  const onPreloadError = (event: Event) => {
    if (online() && reloadOnce(deps)) event.preventDefault();
  };
  const onError = (event: ErrorEvent) => {
    if (online() && isChunkLoadError(event.error ?? event.message)) reloadOnce(deps);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (online() && isChunkLoadError(event.reason)) reloadOnce(deps);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
