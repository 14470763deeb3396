import '@testing-library/jest-dom/vitest';
import { createRequire } from 'node:module';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearTokens } from '../../src/authProvider/tokens';
import { useInsertionEffectAlwaysWithSyncFallback, useInsertionEffectWithLayoutFallback } from '../../src/framework/renderTimeStyles';

// The build answers emotion's hooks with renderTimeStyles (scripts/emotionStyles.ts). Here MUI and
// emotion load outside Vite, as CommonJS that reads its hooks at each call, so they are set there.
Object.assign(createRequire(import.meta.url)('@emotion/use-insertion-effect-with-fallbacks'), {
  useInsertionEffectAlwaysWithSyncFallback,
  useInsertionEffectWithLayoutFallback,
});

// npm test runs every project at once on a 2-core machine: the first render of the admin
// (lazy chunks, i18n, auth) can take seconds there. Waiting longer never slows a passing test.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Each test starts logged out: no token in memory, no session flag, no cookie.
  clearTokens();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
