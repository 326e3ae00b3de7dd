import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true }, '/uploads': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser that runs es2022 supports <link rel="modulepreload">; the polyfill would only
    // add bytes to the first load, which has a 100 KB budget.
    modulePreload: { polyfill: false },
  },
});
