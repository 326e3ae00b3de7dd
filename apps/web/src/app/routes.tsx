import { lazyPage } from '../lib/lazy-page.tsx';
import { withQueryClient as q } from '../lib/with-query-client.tsx';

/**
 * The public pages, each in its own chunk, loaded on demand with the 120000 ms
 * time-out. Kept apart from the route tree so the tree reads like the spec's table. Pages that
 * fetch data (the shared ticket, the dev outbox) come with the query cache: `q(...)`; the public
 * event pages fetch without it, so their first load stays small. The help pages
 * (`help-page.tsx`), the sign-in steps (`auth-steps.tsx`) and the login-required pages with the
 * 404 page (`signed-in-routes.tsx`) have tables of their own, each one chunk loaded only when
 * such a path opens, so a public page's first load carries none of their chunk names.
 */
export const pages = {
  home: lazyPage(() => import('../features/home/routes/home-page.tsx')),
  about: lazyPage(() => import('../features/about/routes/about-page.tsx')),
  shared: lazyPage(q(() => import('../features/tickets/routes/shared-page.tsx'))),
  eventDetails: lazyPage(() => import('./pages/event-details-page.tsx')),
  eventCancelled: lazyPage(() => import('../features/events/routes/event-cancelled-page.tsx')),
  createEvents: lazyPage(() => import('../features/host-landing/routes/host-landing-page.tsx')),
  // The help pages' table loads beside the layout rather than after it.
  help: lazyPage(() =>
    Promise.all([import('./help-layout.tsx'), import('./help-page.tsx')]).then(([layout]) => layout),
  ),
  helpPage: lazyPage(() => import('./help-page.tsx')),
  devOutbox: lazyPage(q(() => import('../features/dev-outbox/routes/dev-outbox-page.tsx'))),
  testError: lazyPage(() => import('./test-error-page.tsx')),
  authStep: lazyPage(() => import('./auth-steps.tsx')),
  signedIn: lazyPage(() => import('./signed-in-routes.tsx')),
};
