/**
 * Registers the service worker (built from sw/sw.ts as /sw.js) once the page has loaded, so it
 * never competes with the first load. Production builds only: the dev server has no worker.
 * A browser without service workers, or one that refuses (private mode), simply stays online-only.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
