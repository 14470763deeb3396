import { describe, expect, it } from 'vitest';
import { afterLoginPath } from '../../src/authProvider/loginRoute';

describe('afterLoginPath (issue 9 item 20)', () => {
  it('returns to the page asked for, with its query', () => {
    expect(afterLoginPath({ nextPathname: '/events/e1/edit/location', nextSearch: '' })).toBe('/events/e1/edit/location');
    expect(afterLoginPath({ nextPathname: '/producers', nextSearch: '?search=ana&page=2' })).toBe('/producers?search=ana&page=2');
  });

  it('goes to the dashboard when nothing was asked, or what was asked is not a page of this app', () => {
    for (const state of [undefined, null, {}, { nextPathname: '' }, { nextPathname: '/' }, { nextPathname: '//evil.example/x' },
      { nextPathname: 'https://evil.example' }, { nextPathname: '/\\evil.example' }, { nextPathname: '/auth/login' }, { nextPathname: '/accreditation/a1/login' }]) {
      expect(afterLoginPath(state)).toBe('/dashboard');
    }
  });
});
