import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { installChunkReloadHandlers } from './lib/chunk-reload.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import './styles/global.css';
import './styles/components.css';
import './styles/layout.css';

installChunkReloadHandlers();
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
