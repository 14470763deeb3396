/**
 * Loading is not emptiness (issue 9 item 6): while an answer is pending a list, tree or table
 * shows a busy skeleton and none of its empty texts; the empty text comes with an empty answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { testDataProvider, type GetListResult } from 'react-admin';
import { SalesTree } from '../../src/resources/sectors/SalesTree';
import { salesApi, type TicketRecord } from '../../src/resources/sectors/salesApi';
import { EventHarness } from './eventsFixtures';
import { renderApp } from './fixtures';

/** A promise the test settles when it chooses. */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve: (value: T) => act(async () => resolve(value)) };
}

const SECTOR = { id: 's1', name: 'Pista', description: null, eventId: 'e1' };
const busy = () => screen.queryAllByRole('progressbar').length > 0 || document.querySelector('[aria-busy="true"]') !== null;

afterEach(() => vi.restoreAllMocks());

describe('sales page while loading', () => {
  it('shows a skeleton, not "Nenhum setor cadastrado", until the sectors arrive', async () => {
    const sectors = held<GetListResult>();
    render(
      <EventHarness path="/events/e1/sectors-and-sales/sectors" dataProvider={testDataProvider({ getList: () => sectors.promise as never })}>
        <SalesTree eventId="e1" />
      </EventHarness>,
    );
    await vi.waitFor(() => expect(busy()).toBe(true));
    expect(screen.queryByText('Nenhum setor cadastrado')).toBeNull();
    await sectors.resolve({ data: [], total: 0 });
    expect(await screen.findByText('Nenhum setor cadastrado')).toBeInTheDocument();
    expect(busy()).toBe(false);
  });

  it("shows a sector's tickets as loading, not 'Nenhum ingresso' / 'Sem ingressos disponíveis', until the tree arrives", async () => {
    const tree = held<TicketRecord[]>();
    vi.spyOn(salesApi, 'tree').mockReturnValue(tree.promise);
    render(
      <EventHarness path="/events/e1/sectors-and-sales/sectors" dataProvider={testDataProvider({ getList: async () => ({ data: [SECTOR] as never, total: 1 }) })}>
        <SalesTree eventId="e1" />
      </EventHarness>,
    );
    const sector = await screen.findByRole('region', { name: 'Pista' });
    expect(within(sector).getByRole('progressbar', { name: 'carregando...' })).toHaveAttribute('aria-busy', 'true');
    expect(within(sector).queryByText('Nenhum ingresso')).toBeNull();
    expect(within(sector).queryByText('Sem ingressos disponíveis')).toBeNull();

    await tree.resolve([]);
    expect(await within(sector).findByText('Nenhum ingresso')).toBeInTheDocument();
    expect(within(sector).getByText('Sem ingressos disponíveis')).toBeInTheDocument();
    expect(within(sector).queryByRole('progressbar')).toBeNull();
  });

  it("shows the next page's sectors as loading, not 'Nenhum ingresso', until their tickets arrive", async () => {
    // Page 1: 20 sectors with their tickets at once; page 2: 'Camarote', whose tree is held.
    const page1 = Array.from({ length: 20 }, (_, i) => ({ ...SECTOR, id: `s${i + 1}`, name: `Setor ${i + 1}` }));
    const camarote = { ...SECTOR, id: 's21', name: 'Camarote' };
    const tree = held<TicketRecord[]>();
    vi.spyOn(salesApi, 'tree').mockImplementation(async (_event, ids) => (ids.includes('s21') ? tree.promise : []));
    const getList = async (_resource: string, params: { pagination?: { page: number } }) =>
      ({ data: params.pagination?.page === 2 ? [camarote] : page1, total: 21 }) as never;
    render(
      <EventHarness path="/events/e1/sectors-and-sales/sectors" dataProvider={testDataProvider({ getList })}>
        <SalesTree eventId="e1" />
      </EventHarness>,
    );
    // By test id: role queries are slow over twenty sectors in jsdom.
    const first = await screen.findByTestId('sector-s1');
    await within(first).findByText('Nenhum ingresso');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));

    const sector = await screen.findByRole('region', { name: 'Camarote' });
    expect(within(sector).getByRole('progressbar', { name: 'carregando...' })).toHaveAttribute('aria-busy', 'true');
    expect(within(sector).queryByText('Nenhum ingresso')).toBeNull();
    expect(within(sector).queryByText('Sem ingressos disponíveis')).toBeNull();

    await tree.resolve([]);
    expect(await within(sector).findByText('Nenhum ingresso')).toBeInTheDocument();
    expect(within(sector).getByText('Sem ingressos disponíveis')).toBeInTheDocument();
  });

  it("shows the first sectors' tickets before the rest of the page's tree, the rest loading meanwhile", async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ ...SECTOR, id: `s${i + 1}`, name: `Setor ${i + 1}` }));
    const rest = held<TicketRecord[]>();
    const tree = vi.spyOn(salesApi, 'tree').mockImplementation(async (_event, ids) => (ids.includes('s1') ? [] : rest.promise));
    render(
      <EventHarness path="/events/e1/sectors-and-sales/sectors" dataProvider={testDataProvider({ getList: async () => ({ data: five as never, total: 5 }) })}>
        <SalesTree eventId="e1" />
      </EventHarness>,
    );
    const first = await screen.findByTestId('sector-s1');
    expect(await within(first).findByText('Nenhum ingresso')).toBeInTheDocument();
    // One call for the first three sectors, then one for the other two once it answered.
    await vi.waitFor(() => expect(tree.mock.calls.map(([, ids]) => ids)).toEqual([['s1', 's2', 's3'], ['s4', 's5']]));
    const fourth = screen.getByTestId('sector-s4');
    expect(within(fourth).getByRole('progressbar', { name: 'carregando...' })).toHaveAttribute('aria-busy', 'true');
    expect(within(fourth).queryByText('Nenhum ingresso')).toBeNull();
    await rest.resolve([]);
    expect(await within(fourth).findByText('Nenhum ingresso')).toBeInTheDocument();
  });
});

describe('generated list while loading', () => {
  it('shows progress, not the empty text, until the answer; the empty text after an empty one', async () => {
    const answer = held<GetListResult>();
    render(renderApp('/producers', { dataProvider: testDataProvider({ getList: () => answer.promise as never }) }));
    await screen.findByRole('heading', { name: 'Produtores' });
    await vi.waitFor(() => expect(screen.getByRole('progressbar', { name: 'carregando...' })).toBeInTheDocument());
    expect(screen.queryByText('Nenhum produtor encontrado.')).toBeNull();
    await answer.resolve({ data: [], total: 0 });
    expect(await screen.findByText('Nenhum produtor encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'carregando...' })).toBeNull();
  });
});
