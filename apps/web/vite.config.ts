import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineShellFiles, readViteManifest } from './sw/offline-shell.ts';

/** The build's output folder as resolved (a private `--outDir` included), for reading its manifest. */
let outDir = '';
const rememberOutDir: Plugin = {
  name: 'mingle:out-dir',
  configResolved: (resolved) => {
    outDir = path.resolve(resolved.root, resolved.build.outDir);
  },
};

/**
 * The installable app: its manifest and the service worker built from sw/sw.ts (Workbox), which
 * keeps the app shell and the guest's tickets for use without a network. The page registers the
 * worker itself after load (src/lib/register-service-worker.ts), so no script is added to the
 * first load. Why it updates the way it does: docs/adr/0008-offline-tickets-service-worker.md.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'autoUpdate',
  // The browser fetches the icons when the app is installed; the worker need not hold them.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Mingle',
    short_name: 'Mingle',
    description: 'Find events, get tickets, and meet the people going.',
    // Your events and tickets: what a guest opens the installed app for, also at the door offline.
    start_url: '/events',
    scope: '/',
    display: 'standalone',
    theme_color: '#6d28d9',
    background_color: '#faf9fc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The worker is registered as a classic script with no imports of its own: built as one
    // iife (Vite's library mode), not as an ES module the plugin inlines with Rolldown's
    // deprecated `inlineDynamicImports`.
    rollupFormat: 'iife',
    globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'default-avatar.svg'],
    // Of the scripts and styles, only the ticket pages' shell (see sw/offline-shell.ts).
    manifestTransforms: [
      (entries) => {
        const shell = offlineShellFiles(readViteManifest(outDir));
        return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)) };
      },
    ],
  },
});

const config: UserConfig = {
  plugins: [react(), rememberOutDir, pwa],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true }, '/uploads': 'http://localhost:3000' },
  },
  resolve: {
    // React Router's exports name only its development build (dev warnings kept); its production
    // build is the same code without them: 0.5 KB gzip off every page's first load.
    alias: {
      'react-router': path.resolve(
        import.meta.dirname,
        '../../node_modules/react-router/dist/production/index.mjs',
      ),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the API's event page shell (and the service worker's precache list) read it.
    manifest: true,
    // Every browser that runs es2022 supports <link rel="modulepreload">; the polyfill would only
    // add bytes to the first load, which has a 100 KB budget.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required by the inlining below; an app's entry exports nothing anyway.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Copies common chunks under 8 KB (source) into the chunks that use them, instead of
          // one request each: /event-details went from 25 script files to 6. Rolldown's runtime
          // keeps one module state across the copies. Chunks holding styles stay files, as
          // Vite's CSS handling needs each style module in one chunk.
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            exclude: /\.css(\?|$)/,
          },
          groups: [
            // What every page runs (React, ReactDOM and its scheduler, React Router) in one file:
            // it compresses better than four, and it stays cached across releases of the app's
            // own code. First load of /event-details: 99.4 → 98.3 KB gzip.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // A style sheet imported by two or more chunks gets a chunk of its own, so the code
            // that imports it stays inlineable: the ticket row (event page and checkout) was a
            // 2.9 KB file of its own, with copies of its imports, because of its style sheet.
            {
              name: (id) => id.replace(/^.*[\\/]|\.css(\?.*)?$/g, ''),
              test: /\.css(\?|$)/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ command }) => {
  // A build is always a production build: with NODE_ENV=development in the caller's environment
  // (the API's default), Vite would otherwise bundle development React, 138 KB gzip instead of
  // 82. Development React only under the dev server.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
