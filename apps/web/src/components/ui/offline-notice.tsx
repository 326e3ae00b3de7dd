import { ButtonLink } from './button.tsx';

export const OFFLINE_TITLE = 'You’re offline — your tickets still work';

/**
 * Shown in a page's place, inside the app's shell, when the page cannot load without a network
 * (its code or its data). Saved tickets open offline (docs/adr/0008), so it points there.
 */
export function OfflineNotice() {
  return (
    <section className="container page offline-notice" role="status">
      <h1>{OFFLINE_TITLE}</h1>
      <p>This page needs a connection. It opens by itself when you’re back online.</p>
      <ButtonLink to="/events">Open your tickets</ButtonLink>
    </section>
  );
}
