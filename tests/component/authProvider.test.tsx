import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import { loginRouteFor } from '../../src/authProvider/loginRoute';
import { getAccessToken, hasSession, onSessionEnded, removeLegacyCookies, SESSION_FLAG } from '../../src/authProvider/tokens';
import { createHttpClient, type FetchLike } from '../../src/dataProvider/httpClient';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const PROFILE = {
  id: 'u1',
  email: 'produtor@demo.com.br',
  fullName: 'Paula Produtora',
  profileImage: null,
  role: { id: 'r1', name: 'Produtor', permissions: ['@PRODUCER'] },
  business: { id: 'b1', name: 'Demo', isTicketOffice: true, modules: ['@M_EVENTS', '@M_BOOKINGS'] },
};

const ANSWERS: Record<string, () => Response> = {
  '/api/auth/login/local': () => json(200, { accessToken: 'a1', refreshToken: 'r1' }),
  '/api/accounts/token/refresh': () => json(200, { accessToken: 'a2' }),
  '/api/accounts/logout': () => new Response(null, { status: 204 }),
};

function setup(answers: Record<string, () => Response> = {}) {
  const table = { ...ANSWERS, ...answers };
  const fetch = vi.fn<FetchLike>(async (url) => (table[url] ?? (() => json(200, PROFILE)))());
  return { fetch, auth: createAuthProvider(createHttpClient(fetch)) };
}

const headersOf = (init?: RequestInit) => (init?.headers ?? {}) as Record<string, string>;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('auth provider', () => {
  it('logs in, keeps the access token in memory only (never in document.cookie) and loads the profile once', async () => {
    const { fetch, auth } = setup();
    await expect(auth.login({ username: 'produtor@demo.com.br', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/dashboard' });
    expect(document.cookie).not.toContain('r1');
    expect(document.cookie).not.toContain('a1');
    expect(getAccessToken()).toBe('a1');
    // The login's answer sets the HttpOnly refresh cookie, also from another origin.
    expect(fetch.mock.calls[0][1]?.credentials).toBe('include');
    expect(await auth.getIdentity()).toEqual({ id: 'u1', fullName: 'Paula Produtora', avatar: undefined });
    expect(await auth.canAccess({ action: 'list', resource: 'events' })).toBe(true);
    expect(await auth.canAccess({ action: 'list', resource: 'reports' })).toBe(false);
    expect(await auth.canAccess({ action: 'create', resource: 'producers' })).toBe(false);
    // The API lets a producer read producers for the event's picker; the page is outside their menu (issue 9 item 7).
    expect(await auth.canAccess({ action: 'list', resource: 'producers' })).toBe(false);
    expect(await auth.canAccess({ action: 'list', resource: 'points-of-sale' })).toBe(false);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/login/local', '/api/profile']);
  });

  it('answers canAccess at once, as canAccess does, once the profile is here; nothing before (a page then asks as usual)', async () => {
    const { auth } = setup();
    localStorage.setItem(SESSION_FLAG, '1');
    expect(auth.canAccessNow({ action: 'list', resource: 'events' })).toBeUndefined();
    await auth.login({ username: 'produtor@demo.com.br', password: 'demo1234' });
    for (const [action, resource] of [['list', 'events'], ['list', 'reports'], ['create', 'producers'], ['delete', 'sectors'], ['edit', 'sectors'], ['list', 'points-of-sale']]) {
      expect(auth.canAccessNow({ action, resource }), `${action} ${resource}`).toBe(await auth.canAccess({ action, resource }));
    }
    expect(auth.canAccessNow({ action: 'list', resource: 'reports' })).toBe(false);
    await auth.logout();
    expect(auth.canAccessNow({ action: 'list', resource: 'events' })).toBe(false);
  });

  it("rejects a wrong password with the server's message", async () => {
    const { auth } = setup({ '/api/auth/login/local': () => json(401, { message: 'E-mail ou senha inválidos.', code: '@INVALID_CREDENTIALS' }) });
    await expect(auth.login({ username: 'x@y.com', password: 'nope' })).rejects.toMatchObject({ message: 'E-mail ou senha inválidos.' });
    expect(hasSession()).toBe(false);
  });

  it('sends unauthenticated users to the login of their area, without asking the server', async () => {
    const { fetch, auth } = setup();
    await expect(auth.checkAuth()).rejects.toMatchObject({ redirectTo: '/auth/login' });
    window.history.replaceState(null, '', '/accreditation/acc-9/participants/p-1');
    await expect(auth.checkAuth()).rejects.toMatchObject({ redirectTo: '/accreditation/acc-9/login' });
    expect(loginRouteFor('/accreditation/acc-9/activities')).toBe('/accreditation/acc-9/login');
    // The staff's pages of an accreditation (/accreditations/{id}/users) are the staff login's.
    expect(loginRouteFor('/accreditations/acc-9/users')).toBe('/auth/login');
    expect(loginRouteFor('/accreditations')).toBe('/auth/login');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logout calls the route with the refresh cookie and the CSRF header, then forgets the session', async () => {
    const { fetch, auth } = setup();
    await auth.login({ username: 'a', password: 'b' });
    await expect(auth.logout()).resolves.toBe('/auth/login');
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(url).toBe('/api/accounts/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(headersOf(init)['X-Requested-With']).toBe('fetch');
    expect(headersOf(init).Authorization).toBeUndefined();
    expect(getAccessToken()).toBeUndefined();
    expect(hasSession()).toBe(false);
    // Logged out already: nothing more to tell the server.
    await auth.logout();
    expect(fetch.mock.calls.filter(([u]) => u === '/api/accounts/logout')).toHaveLength(1);
  });

  it('logs out even when the server cannot be reached', async () => {
    const { auth } = setup({ '/api/accounts/logout': () => Promise.reject(new TypeError('Failed to fetch')) as never });
    await auth.login({ username: 'a', password: 'b' });
    await expect(auth.logout()).resolves.toBe('/auth/login');
    expect(hasSession()).toBe(false);
  });

  it('a reload (no token in memory) gets a new access token and the profile from the refresh cookie, in one call, and stays logged in', async () => {
    localStorage.setItem(SESSION_FLAG, '1'); // what the page left before the reload
    const { fetch, auth } = setup({ '/api/accounts/token/refresh?include=profile': () => json(200, { accessToken: 'a2', profile: PROFILE }) });
    // Until the refresh answers, a page's session check must ask (src/authProvider/accessAnswers.ts).
    expect(auth.checkAuthNow()).toBe(false);
    await expect(auth.checkAuth()).resolves.toBeUndefined();
    expect(auth.checkAuthNow()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/accounts/token/refresh?include=profile');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(headersOf(init)).toMatchObject({ 'X-Requested-With': 'fetch' });
    expect(headersOf(init).Authorization).toBeUndefined();
    expect(getAccessToken()).toBe('a2');
    await expect(auth.getIdentity!()).resolves.toMatchObject({ fullName: 'Paula Produtora' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a reload whose refresh answers no profile (a server from before) asks for it with the new token', async () => {
    localStorage.setItem(SESSION_FLAG, '1');
    const { fetch, auth } = setup({ '/api/accounts/token/refresh?include=profile': () => json(200, { accessToken: 'a2' }) });
    await expect(auth.checkAuth()).resolves.toBeUndefined();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/accounts/token/refresh?include=profile', '/api/profile']);
    expect(headersOf(fetch.mock.calls[1][1]).Authorization).toBe('Bearer a2');
  });

  it('a reload whose refresh cookie is refused goes to the login', async () => {
    localStorage.setItem(SESSION_FLAG, '1');
    const { auth } = setup({ '/api/accounts/token/refresh?include=profile': () => json(401, { message: 'Sessão inválida. Faça login novamente.' }) });
    await expect(auth.checkAuth()).rejects.toMatchObject({ redirectTo: '/auth/login' });
    expect(hasSession()).toBe(false);
    expect(auth.checkAuthNow()).toBe(false);
  });

  it('logs out on 401 only', async () => {
    const { auth } = setup();
    await auth.login({ username: 'a', password: 'b' });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getAccessToken()).toBe('a1');
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/auth/login' });
    expect(getAccessToken()).toBeUndefined();
  });

  it('a logout in another tab ends the session in this one', async () => {
    const { auth } = setup();
    await auth.login({ username: 'a', password: 'b' });
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    // Another tab logging in again says nothing to this one...
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_FLAG, newValue: '1' }));
    expect(ended).not.toHaveBeenCalled();
    // ...its logout does.
    localStorage.removeItem(SESSION_FLAG);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_FLAG, oldValue: '1', newValue: null }));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeUndefined();
    stop();
  });

  it('removes the script-readable token cookies of sessions from before', () => {
    document.cookie = 'accessToken=old-access; path=/';
    document.cookie = 'refreshToken=old-refresh; path=/';
    document.cookie = 'other=kept; path=/';
    removeLegacyCookies();
    expect(document.cookie).toBe('other=kept');
  });
});
