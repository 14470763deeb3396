import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearTokens } from '../../src/authProvider/tokens';

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
