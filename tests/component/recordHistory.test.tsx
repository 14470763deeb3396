/**
 * 'Histórico' on a generated edit page (issue 14): the real API and client, nothing mocked. A
 * seeded producer edited through the API by the manager; its edit page's 'Histórico' opens a drawer with
 * the change (field label from the catalogue, before → after, who) and the creation.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter, memoryStore } from 'react-admin';
import { saveTokens } from '../../src/authProvider/tokens';
import { bearerOf, login, setup, type TestContext } from '../api/helper';

const SLOW = { timeout: 10_000 };
let ctx: TestContext;
let App: typeof import('../../src/App').App;
let createQueryClient: typeof import('../../src/App').createQueryClient;

beforeAll(async () => {
  vi.stubGlobal('Uint8Array', Object.getPrototypeOf(Buffer.prototype).constructor);
  ctx = await setup();
  const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  vi.stubEnv('VITE_API_URL', origin);
  ({ App, createQueryClient } = await import('../../src/App'));
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
}, 60_000);

beforeEach(async () => saveTokens(await login(ctx.app, 'admin@demo.com.br')));

describe("a record's history", { timeout: 60_000 }, () => {
  it('opens from the generated edit page with the change, who made it and the creation by the seed', async () => {
    const { accessToken } = await login(ctx.app, 'admin@demo.com.br');
    const seeded = (await ctx.app.inject({ url: '/api/producers?limit=1', headers: bearerOf(accessToken) })).json().data[0];
    const id = seeded.id;
    const before = seeded.corporateName;
    await ctx.app.inject({ method: 'PATCH', url: `/api/producers/${id}`, headers: bearerOf(accessToken), payload: { corporateName: 'Baião Produções' } });

    render(
      <TestMemoryRouter initialEntries={[`/producers/${id}`]}>
        <App store={memoryStore()} queryClient={createQueryClient()} />
      </TestMemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Histórico' }, SLOW));
    const drawer = await screen.findByRole('dialog', { name: 'Histórico do registro' }, SLOW);
    expect(await within(drawer).findByText(`${before} → Baião Produções`, {}, SLOW)).toBeInTheDocument();
    expect(within(drawer).getByText('Alterou')).toBeInTheDocument();
    expect(within(drawer).getByText('admin@demo.com.br')).toBeInTheDocument();
    // The seed made it: created by the system, with what it set.
    expect(within(drawer).getByText('Criou')).toBeInTheDocument();
    expect(within(drawer).getByText('Sistema')).toBeInTheDocument();
  });
});
