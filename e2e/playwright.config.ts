import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `mingle-e2e-${process.pid}`);

/**
 * Drives the built client and the real API in Debian's Chromium. The server runs with the
 * embedded defaults (PGlite, dev outbox) on a fresh data folder; build the client and the API
 * first (`npm run build`), as scripts/test.sh does.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The client's service worker caches pages and the tickets API; specs see the network unless they opt in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The compiled API that `npm run build` makes and `npm start` runs: what ships is what is
    // tested, and no TypeScript is transpiled while the specs run.
    command: `rm -rf ${dataDir} && node --enable-source-maps ../apps/api/dist/server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      OTP_RESEND_SECONDS: '1',
      // The payouts spec waits out a real event's end; a day's hold would be a day's wait.
      PAYOUT_HOLD_HOURS: '0',
    },
  },
});
