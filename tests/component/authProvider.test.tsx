import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import { loginRouteFor } from '../../src/authProvider/loginRoute';
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

function setup(loginAnswer = () => json(200, { accessToken: 'a1', refreshToken: 'r1' })) {
  const fetch = vi.fn<FetchLike>(async (url) => (url === '/api/auth/login/local' ? loginAnswer() : json(200, PROFILE)));
  return { fetch, auth: createAuthProvider(createHttpClient(fetch)) };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('auth provider', () => {
  it('logs in, keeps the tokens in 30-day cookies and loads the profile once', async () => {
    const set = vi.spyOn(Cookies, 'set');
    const { fetch, auth } = setup();
    await expect(auth.login({ username: 'produtor@demo.com.br', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/dashboard' });
    expect(set).toHaveBeenCalledWith('accessToken', 'a1', expect.objectContaining({ expires: 30, sameSite: 'lax' }));
    expect(Cookies.get('refreshToken')).toBe('r1');
    expect(await auth.getIdentity()).toEqual({ id: 'u1', fullName: 'Paula Produtora', avatar: undefined });
    expect(await auth.canAccess({ action: 'list', resource: 'events' })).toBe(true);
    expect(await auth.canAccess({ action: 'list', resource: 'reports' })).toBe(false);
    expect(await auth.canAccess({ action: 'create', resource: 'producers' })).toBe(false);
    // The API lets a producer read producers for the event's picker; the page is outside their menu (issue 9 item 7).
    expect(await auth.canAccess({ action: 'list', resource: 'producers' })).toBe(false);
    expect(await auth.canAccess({ action: 'list', resource: 'points-of-sale' })).toBe(false);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/login/local', '/api/profile']);
    set.mockRestore();
  });

  it("rejects a wrong password with the server's message", async () => {
    const { auth } = setup(() => json(401, { message: 'E-mail ou senha inválidos.', code: '@INVALID_CREDENTIALS' }));
    await expect(auth.login({ username: 'x@y.com', password: 'nope' })).rejects.toMatchObject({ message: 'E-mail ou senha inválidos.' });
  });

  it('sends unauthenticated users to the login of their area', async () => {
    const { auth } = setup();
    await expect(auth.checkAuth()).rejects.toMatchObject({ redirectTo: '/auth/login' });
    window.history.replaceState(null, '', '/accreditations/acc-9/users');
    await expect(auth.checkAuth()).rejects.toMatchObject({ redirectTo: '/accreditation/acc-9/login' });
    expect(loginRouteFor('/accreditation/acc-9/activities')).toBe('/accreditation/acc-9/login');
  });

  it('logs out on 401 only, and clears the cookies on logout', async () => {
    const { auth } = setup();
    await auth.login({ username: 'a', password: 'b' });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(Cookies.get('accessToken')).toBe('a1');
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/auth/login' });
    await auth.login({ username: 'a', password: 'b' });
    await expect(auth.logout()).resolves.toBe('/auth/login');
    expect(Cookies.get('accessToken')).toBeUndefined();
  });
});
