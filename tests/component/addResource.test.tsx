/**
 * A resource added from a definition alone works end to end: the real API (PGlite in memory,
 * listening on a free port) and the real client (App with its own data provider, auth
 * provider and http client, pointed at that server through VITE_API_URL). No mocks between.
 * See docs/adding-a-resource.md.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter, memoryStore } from 'react-admin';
import type { Location } from 'react-router-dom';
import { defineResource, type ResourceDefinition } from '../../src/shared/definition';
import { RESOURCES } from '../../src/shared/resources/registry';
import { saveTokens } from '../../src/authProvider/tokens';
import { bearerOf, login, setup, type TestContext } from '../api/helper';

/** Test-only: no catalogue keys, no migration; its menu entry comes from `menu`. */
const tags = defineResource({
  name: 'tags',
  path: '/tags',
  icon: 'Label',
  menu: 'tags',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'name',
  permissions: { list: ['@ALL'], show: ['@ALL'], create: ['@ALL'], edit: ['@ALL'] },
  fields: {
    name: { type: 'text', required: true, max: 40 },
    priority: { type: 'integer', min: 1 },
    color: { type: 'choice', choices: ['@RED', '@GREEN', '@BLUE'] },
  },
  list: {
    perPage: 10,
    sort: { field: 'name', order: 'ASC' },
    search: ['name'],
    columns: ['name', 'priority', 'color'],
    card: { title: 'name', lines: ['priority', 'color'] },
  },
});

const resources: readonly ResourceDefinition[] = [...RESOURCES, tags];

// The form chunk is lazy and the server is real: first paints may take a moment (20 s seen on a loaded 2-core machine).
const SLOW = { timeout: 30_000 };

let ctx: TestContext;
let accessToken: string;
let App: typeof import('../../src/App').App;
let createQueryClient: typeof import('../../src/App').createQueryClient;

beforeAll(async () => {
  // jsdom puts its own realm's Uint8Array on the global, while Node's TextEncoder (used by the
  // server's token service) returns Node's: jose's `instanceof Uint8Array` key check would
  // fail and every login answer 500. Node's constructor back for this file's in-process server.
  vi.stubGlobal('Uint8Array', Object.getPrototypeOf(Buffer.prototype).constructor);
  ctx = await setup({ resources });
  const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  // The client's documented way to talk to another server. API_BASE is read when
  // src/dataProvider/apiUrl.ts loads, so the client modules are imported after this.
  vi.stubEnv('VITE_API_URL', origin);
  const { API_BASE } = await import('../../src/dataProvider/apiUrl');
  expect(API_BASE).toBe(`${origin}/api`);
  ({ App, createQueryClient } = await import('../../src/App'));
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
}, 60_000);

beforeEach(async () => {
  // tests/component/setup.ts ends the session after each test: log in again.
  const pair = await login(ctx.app, 'admin@demo.com.br');
  accessToken = pair.accessToken;
  saveTokens(pair); // the token the http client and auth provider read
});

function renderAt(path: string, onLocation: (l: Location) => void = () => undefined) {
  return render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
      <App resources={resources} store={memoryStore()} queryClient={createQueryClient()} />
    </TestMemoryRouter>,
  );
}

/** Without catalogue keys the UI shows the keys themselves (polyglot `allowMissing`). */
const label = (field: string) => `resources.tags.fields.${field}`;
const input = (field: string) => screen.getByLabelText(label(field), { selector: 'input' });
const errorUnder = (field: string) => {
  const describedBy = input(field).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : null;
};

type Tag = { id: string; name: string; priority: number | null; color: string | null; updatedAt: string };

async function apiTags(): Promise<Tag[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/tags?limit=100', headers: bearerOf(accessToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('a resource added by a definition alone', { timeout: 120_000 }, () => {
  it('creates through the generated form and lists the row from the real API', async () => {
    let location: Location | undefined;
    renderAt('/tags/create', (l) => (location = l));
    const user = userEvent.setup();

    // Generated page: react-admin's title around the resource's (missing) catalogue name.
    expect(await screen.findByText('Criar resources.tags.name', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByLabelText(label('name'), { selector: 'input' }, SLOW)).toBeInTheDocument();

    // The definition's `menu` adds an entry after the spec's ones, labelled by the resource name.
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.at(-2)).toHaveTextContent('Marketing');
    expect(links.at(-1)).toHaveTextContent('resources.tags.name');
    expect(links.at(-1)).toHaveAttribute('href', '/tags');

    // The shared yup schema runs in the browser: nothing reaches the server.
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Este campo é obrigatório');
    expect(errorUnder('name')).toBe('Este campo é obrigatório');
    expect(errorUnder('priority')).toBeFalsy();
    expect(await apiTags()).toEqual([]);

    await user.type(input('name'), 'Forró pé-de-serra');
    await user.type(input('priority'), '3');
    await user.click(screen.getByRole('combobox', { name: label('color') }));
    // Choices without catalogue keys show their codes (`_` fallback in DefinitionInput).
    await user.click(await screen.findByRole('option', { name: '@GREEN' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Elemento criado'), SLOW);
    await waitFor(() => expect(location?.pathname).toBe('/tags'));

    // The list page reads it back from the server.
    const table = await screen.findByRole('table', {}, SLOW);
    const row = (await within(table).findByText('Forró pé-de-serra', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: label('name') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'resources.tags.name' })).toBeInTheDocument(); // list title

    expect(await apiTags()).toEqual([expect.objectContaining({ name: 'Forró pé-de-serra', priority: 3, color: '@GREEN' })]);
  });

  it('edits through the generated form and the API stores the change', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: bearerOf(accessToken),
      payload: { name: 'Axé', priority: 1, color: '@RED' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tag = created.json() as Tag;

    let location: Location | undefined;
    renderAt('/tags', (l) => (location = l));
    const user = userEvent.setup();

    const cell = await screen.findByText('Axé', {}, SLOW);
    await user.click(within(cell.closest('tr')!).getByRole('link', { name: 'Editar' }));
    await waitFor(() => expect(location?.pathname).toBe(`/tags/${tag.id}/edit`));

    const name = await screen.findByDisplayValue('Axé', {}, SLOW);
    expect(input('priority')).toHaveValue('1') // integers are typed as text (inputMode numeric);

    // A server-side rule (min 1) is also a browser-side rule: the same schema.
    await user.clear(input('priority'));
    await user.type(input('priority'), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(errorUnder('priority')).toBe('Valor abaixo do mínimo permitido'));

    await user.clear(name);
    await user.type(name, 'Axé music');
    await user.clear(input('priority'));
    await user.type(input('priority'), '7');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Elemento atualizado'), SLOW);
    await waitFor(() => expect(location?.pathname).toBe('/tags'));
    expect(await screen.findByText('Axé music', {}, SLOW)).toBeInTheDocument();

    const stored = (await apiTags()).find((t) => t.id === tag.id);
    expect(stored).toMatchObject({ name: 'Axé music', priority: 7, color: '@RED' });
    expect(stored!.updatedAt).not.toBe(tag.updatedAt);
  });
});
