import { defineProject } from 'vitest/config';
import { MOCKING_FILES } from './test/mocking-files.ts';

/** The API files that `vi.mock` a module, each in a module graph of its own (vitest.config.ts). */
export default defineProject({
  test: {
    name: 'api-isolated',
    include: MOCKING_FILES.length > 0 ? MOCKING_FILES : ['no-mocking-files'],
    globalSetup: ['test/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
