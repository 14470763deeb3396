import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, hasSession, saveTokens } from '../../src/authProvider/tokens';
import { createHttpClient, type FetchLike } from '../../src/dataProvider/httpClient';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { defineResource } from '../../src/shared/definition';
import { producers } from '../../src/shared/resources/producers/definition';

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const LIST = { data: [{ id: 'p1' }], pagination: { currentPage: 1, nextPage: null, totalPages: 1, totalItems: 1, totalItemsCurrentPage: 1 } };

const sectors = defineResource({
  name: 'sectors',
  path: '/events/:eventId/sectors',
  icon: 'Event',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'name',
  permissions: { list: [] },
  fields: { name: { type: 'text', required: true } },
  list: { perPage: 20, sort: { field: 'name', order: 'ASC' }, columns: ['name'], card: { title: 'name', lines: [] } },
});

function setup(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn<FetchLike>(async (url, init) => answer(url, init));
  const provider = createDataProvider([producers, sectors], createHttpClient(fetch));
  return { fetch, provider };
}

beforeEach(() => {
  // Logged in: the access token in memory, the refresh token in the server's HttpOnly cookie.
  saveTokens({ accessToken: 'access-1' });
});

describe('data provider URLs', () => {
  it('lists producers with page, limit, search and sort', async () => {
    const { fetch, provider } = setup(() => json(200, LIST));
    const result = await provider.getList('producers', {
      pagination: { page: 2, perPage: 12 },
      sort: { field: 'corporateName', order: 'ASC' },
      filter: { search: 'ana' },
    });
    expect(fetch.mock.calls[0][0]).toBe('/api/producers?page=2&limit=12&search=ana&orderBy=corporateName&order=ASC');
    expect(fetch.mock.calls[0][1]?.headers).toMatchObject({ Authorization: 'Bearer access-1' });
    expect(result).toEqual({ data: LIST.data, total: 1 });
  });

  it('gets, creates and updates one producer (sending updatedAt for the stale check)', async () => {
    const { fetch, provider } = setup(() => json(200, { id: 'p1' }));
    await provider.getOne('producers', { id: 'p1' });
    await provider.create('producers', { data: { corporateName: 'Ana' } });
    await provider.update('producers', {
      id: 'p1',
      data: { corporateName: 'Ana Eventos' },
      previousData: { id: 'p1', updatedAt: '2025-01-01T00:00:00.000Z' },
    });
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /api/producers/p1',
      'POST /api/producers',
      'PATCH /api/producers/p1',
    ]);
    expect(JSON.parse(String(fetch.mock.calls[2][1]?.body))).toEqual({
      corporateName: 'Ana Eventos',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
  });

  it('builds nested paths from meta, filter or the record', async () => {
    const { fetch, provider } = setup((url) => json(200, url.includes('?') ? LIST : { id: 's1' }));
    await provider.getList('sectors', { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: { eventId: 'e1' } });
    await provider.getOne('sectors', { id: 's1', meta: { eventId: 'e 2' } });
    await provider.update('sectors', { id: 's1', data: { name: 'Pista' }, previousData: { id: 's1', eventId: 'e3' } });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/events/e1/sectors?page=1&limit=20&orderBy=name&order=ASC',
      '/api/events/e%202/sectors/s1',
      '/api/events/e3/sectors/s1',
    ]);
  });
});

describe('token refresh', () => {
  it('refreshes once for two concurrent 401s and replays both requests', async () => {
    let refreshes = 0;
    const { fetch, provider } = setup(async (url, init) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (url === '/api/accounts/token/refresh') {
        refreshes += 1;
        // The refresh cookie (which scripts cannot see) authenticates it, with the CSRF header.
        expect(auth).toBeUndefined();
        expect(init).toMatchObject({ credentials: 'include', headers: { 'X-Requested-With': 'fetch' } });
        await new Promise((r) => setTimeout(r, 5));
        return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      }
      return auth === 'Bearer access-2' ? json(200, { id: url.split('/').pop() }) : json(401, { message: 'Sessão expirada.' });
    });
    const [a, b] = await Promise.all([
      provider.getOne('producers', { id: 'p1' }),
      provider.getOne('producers', { id: 'p2' }),
    ]);
    expect(refreshes).toBe(1);
    expect([a.data.id, b.data.id]).toEqual(['p1', 'p2']);
    expect(fetch.mock.calls.filter(([url]) => url !== '/api/accounts/token/refresh')).toHaveLength(4);
    expect(getAccessToken()).toBe('access-2');
  });

  it('replays a late 401 with the token a finished refresh already brought, without refreshing again', async () => {
    let refreshes = 0;
    let releaseSlow: () => void = () => undefined;
    const slowAnswered = new Promise<void>((r) => (releaseSlow = r));
    const { provider } = setup(async (url, init) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (url === '/api/accounts/token/refresh') {
        refreshes += 1;
        return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      }
      if (auth === 'Bearer access-2') return json(200, { id: url.split('/').pop() });
      // p2's first answer arrives only after p1 has refreshed and been replayed.
      if (url.endsWith('/p2')) await slowAnswered;
      return json(401, { message: 'Sessão expirada.' });
    });
    const slow = provider.getOne('producers', { id: 'p2' });
    const fast = await provider.getOne('producers', { id: 'p1' });
    releaseSlow();
    expect([fast.data.id, (await slow).data.id]).toEqual(['p1', 'p2']);
    expect(refreshes).toBe(1);
  });

  it('ends the session and rejects with 401 when the refresh fails', async () => {
    const { provider } = setup((url) =>
      url === '/api/accounts/token/refresh' ? json(401, { message: 'Sessão inválida.' }) : json(401, { message: 'x' }),
    );
    await expect(provider.getOne('producers', { id: 'p1' })).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeUndefined();
    expect(hasSession()).toBe(false);
  });

  it('keeps the session when the refresh itself never answered (connection dropped)', async () => {
    const { provider } = setup((url) => {
      if (url === '/api/accounts/token/refresh') return Promise.reject(new TypeError('Failed to fetch'));
      return json(401, { message: 'Sessão expirada.' });
    });
    const error = await provider.getOne('producers', { id: 'p1' }).catch((e) => e);
    expect(error).toMatchObject({ status: 0, message: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.' });
    expect(getAccessToken()).toBe('access-1');
  });

  it('gives up after one replay that still answers 401', async () => {
    const { fetch, provider } = setup((url) =>
      url === '/api/accounts/token/refresh' ? json(200, { accessToken: 'a2', refreshToken: 'r2' }) : json(401, {}),
    );
    await expect(provider.getOne('producers', { id: 'p1' })).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(getAccessToken()).toBeUndefined();
  });
});

describe('errors', () => {
  it('keeps the server message and maps issues to body.errors for the form', async () => {
    const { provider } = setup(() =>
      json(400, {
        message: 'Verifique os campos destacados.',
        code: '@VALIDATION',
        issues: [
          { field: 'docCNPJ', message: 'CNPJ/CPF inválido' },
          { field: 'representative.email', message: 'E-mail inválido' },
        ],
      }),
    );
    const error = await provider.create('producers', { data: {} }).catch((e) => e);
    expect(error.message).toBe('Verifique os campos destacados.');
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ docCNPJ: 'CNPJ/CPF inválido', 'representative.email': 'E-mail inválido' });
  });

  it('does not refresh on 403', async () => {
    const { fetch, provider } = setup(() => json(403, { message: 'Você não tem permissão para realizar esta ação.' }));
    await expect(provider.getOne('producers', { id: 'p1' })).rejects.toMatchObject({ status: 403 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('access-1');
  });
});

describe('a public call with a token of its own (the password reset link)', () => {
  it('sends that token, never the session, and a 401 neither refreshes nor ends the session', async () => {
    const fetch = vi.fn<FetchLike>(async () => json(401, { message: 'Este link expirou.', code: '@RESET_LINK_INVALID' }));
    const http = createHttpClient(fetch);
    await expect(http('/accounts/forgot-password/reset-password', { method: 'POST', body: { password: 'x' }, auth: false, bearer: 'reset-1' })).rejects.toMatchObject({
      status: 401,
      message: 'Este link expirou.',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][1]?.headers).toMatchObject({ Authorization: 'Bearer reset-1' });
    expect(getAccessToken()).toBe('access-1');
    expect(hasSession()).toBe(true);
  });
});
