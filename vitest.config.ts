import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/api/vitest.isolated.config.ts', 'apps/web'],
    // Vitest's default is one worker less than the cores: one on a 2-core CI machine. API files
    // wait on a database most of the time, so a worker per core keeps both busy
    // (docs/testing.md has the measurements).
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
