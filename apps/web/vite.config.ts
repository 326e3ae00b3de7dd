import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const config: UserConfig = {
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true }, '/uploads': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: scripts/web-budget.test.mjs reads each route's first-load graph from it.
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
