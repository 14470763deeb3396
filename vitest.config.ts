import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogueSplit } from './scripts/catalogueSplit.ts';

// One runner, four projects: pure units, React components in jsdom, the API in process,
// and the browser tests against the built server (see tests/e2e/globalSetup.ts).
export default defineConfig({
  plugins: [react(), catalogueSplit()],
  test: {
    // Vitest's default leaves one core idle (a single worker on a 2-core machine). The unit,
    // component and API files are independent (the API's each own a database) and use one
    // core each, so they run one per core; the browser files still run one at a time, after them.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          // A real server and browser: a toast may come 750 ms after a confirm plus the call.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/globalSetup.ts'],
        },
      },
    ],
  },
});
