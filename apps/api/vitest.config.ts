import { defineProject } from 'vitest/config';
import { MOCKING_FILES } from './test/mocking-files.ts';

/**
 * The API files share their worker's modules (`isolate: false`): each file would otherwise
 * import and evaluate the whole app again, which was about half of the suite's time
 * (docs/testing.md). A file that replaces a module with `vi.mock` needs a module graph of its
 * own, so those files run in the `api-isolated` project (vitest.isolated.config.ts).
 */
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...MOCKING_FILES],
    globalSetup: ['test/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
