import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { pages } from './app/routes.tsx';
import { installChunkReloadHandlers } from './lib/chunk-reload.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import './styles/global.css';
import './styles/components.css';
import './styles/layout.css';
import './styles/pages.css';

installChunkReloadHandlers();
registerServiceWorker();

// The server paints the event page's first screen (the API's event-page-data.ts): its page
// loads before the first render, or React's first commit would swap that screen for the spinner.
const firstPage = window.location.pathname === '/event-details' ? pages.eventDetails.preload() : null;
const root = createRoot(document.getElementById('root')!);
const start = () =>
  // A transition renders in slices that yield to the browser: the page's first render is one
  // long task otherwise, which a phone's CPU makes several times longer (Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppRouter />
      </StrictMode>,
    );
  });
if (firstPage) void firstPage.then(start);
else start();
