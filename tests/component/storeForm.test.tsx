/**
 * The store create form (issue 15, spec 2 sections 2, 5) against the real API and a ViaCEP-shaped
 * stub: the masks as a Brazilian types, the slug derived while the name is typed, the postal code
 * filling the address, the rules' messages, 'Algo deu errado' when the lookup fails, and the
 * store stored and opened at /stores/{id}/details.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter, memoryStore } from 'react-admin';
import type { Location } from 'react-router-dom';
import { saveTokens } from '../../src/authProvider/tokens';
import { bearerOf, login, setup, type TestContext } from '../api/helper';

const SLOW = { timeout: 10_000 };

let ctx: TestContext;
let stub: Server;
let App: typeof import('../../src/App').App;
let createQueryClient: typeof import('../../src/App').createQueryClient;
let accessToken: string;

beforeAll(async () => {
  vi.stubGlobal('Uint8Array', Object.getPrototypeOf(Buffer.prototype).constructor);
  stub = createServer((req, res) => {
    if (req.url === '/50030230/json/') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ cep: '50030-230', logradouro: 'Avenida Rio Branco', complemento: '', bairro: 'Recife', localidade: 'Recife', uf: 'PE' }));
      return;
    }
    res.writeHead(500);
    res.end();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as { port: number };
  ctx = await setup({ cepApiUrl: `http://127.0.0.1:${port}`, cepTimeoutMs: 1000 });
  const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  vi.stubEnv('VITE_API_URL', origin);
  ({ App, createQueryClient } = await import('../../src/App'));
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => stub?.close(resolve));
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
}, 60_000);

beforeEach(async () => {
  const pair = await login(ctx.app, 'admin@demo.com.br');
  accessToken = pair.accessToken;
  saveTokens(pair);
});

function renderAt(path: string, onLocation: (l: Location) => void = () => undefined) {
  return render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
      <App store={memoryStore()} queryClient={createQueryClient()} />
    </TestMemoryRouter>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

describe('the store create form', () => {
  it('masks what is typed, derives the slug, fills the address from the postal code, and opens the new store', async () => {
    const user = userEvent.setup();
    let location: Location | undefined;
    renderAt('/stores/create', (l) => (location = l));
    await screen.findByLabelText(/^Nome/, { selector: 'input' }, SLOW);

    await user.type(field(/^Nome/), 'Café');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nome muito pequeno')).toBeInTheDocument();

    await user.type(field(/^Nome/), ' São João, do Recife!');
    expect(field(/^Slug/).value).toBe('cafe-sao-joao-do-recife');
    expect(field(/^Slug/).readOnly).toBe(true);

    await user.type(field(/^Documento/), '11222333000181');
    expect(field(/^Documento/).value).toBe('11.222.333/0001-81');
    await user.type(field(/^Telefone/), '81987654321');
    expect(field(/^Telefone/).value).toBe('(81) 98765-4321');
    await user.type(field(/^E-mail/), 'cafe@');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    await user.type(field(/^E-mail/), 'loja.com.br');

    await user.type(field(/^CEP/), '50030230');
    expect(field(/^CEP/).value).toBe('50030-230');
    await waitFor(() => expect(field(/^Rua/).value).toBe('Avenida Rio Branco'), SLOW);
    expect(field(/^Cidade/).value).toBe('Recife');
    expect(field(/^Bairro/).value).toBe('Recife');
    await user.type(field(/^Número/), '120');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(location?.pathname).toMatch(/^\/stores\/[0-9a-f-]{36}\/details$/), SLOW);
    const id = location!.pathname.split('/')[2];
    const stored = (await ctx.app.inject({ url: `/api/stores/${id}`, headers: bearerOf(accessToken) })).json();
    expect(stored).toMatchObject({
      name: 'Café São João, do Recife!',
      slug: 'cafe-sao-joao-do-recife',
      type: 'CNPJ',
      document: '11222333000181',
      phoneNumber: '81987654321',
      email: 'cafe@loja.com.br',
      address: { zipCode: '50030230', street: 'Avenida Rio Branco', number: '120', city: 'Recife', state: 'PE' },
    });
    expect(await screen.findByText('Loja criada com sucesso!', undefined, SLOW)).toBeInTheDocument();
  }, 60_000);

  it("says 'Algo deu errado' when the postal code cannot be looked up", async () => {
    const user = userEvent.setup();
    renderAt('/stores/create');
    await screen.findByLabelText(/^CEP/, { selector: 'input' }, SLOW);
    await user.type(field(/^CEP/), '01001000');
    expect(await screen.findByText('Algo deu errado', undefined, SLOW)).toBeInTheDocument();
    expect(field(/^Rua/).value).toBe('');
  }, 60_000);
});
