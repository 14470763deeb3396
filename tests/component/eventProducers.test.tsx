/** The event's producers section: list, add dialog with the searchable picker, removal and its permission. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventProducersSection } from '../../src/resources/eventProducers/EventProducersSection';
import { EventProducersApiContext, type EventProducersApi } from '../../src/resources/eventProducers/eventProducersApi';
import { event, EventHarness } from './eventsFixtures';
import { producer, USERS } from './fixtures';

afterEach(() => vi.useRealTimers());

const linked = [producer(1), producer(2)].map((p) => ({ ...p, producerId: p.id }));

function fakeApi(overrides: Partial<EventProducersApi> = {}): EventProducersApi {
  return {
    list: vi.fn(async () => ({ data: linked, pagination: { currentPage: 1, nextPage: null, totalPages: 1, totalItems: 2, totalItemsCurrentPage: 2 } })),
    add: vi.fn(async () => linked[0]),
    remove: vi.fn(async () => undefined),
    searchProducers: vi.fn(async (text: string) => [producer(7), producer(8)].filter((p) => p.corporateName.includes(text) || text === 'Prod')),
    ...overrides,
  };
}

function renderSection(api = fakeApi(), user = USERS.admin) {
  render(
    <EventHarness user={user} path="/events/e1/producers">
      <EventProducersApiContext.Provider value={api}>
        <EventProducersSection record={event(1)} />
      </EventProducersApiContext.Provider>
    </EventHarness>,
  );
  return api;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Adicionar produtor' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar produtor ao evento' });
  return { dialog, input: within(dialog).getByRole('combobox', { name: 'Produtor' }) };
}

describe('event producers list', () => {
  it('lists the linked producers 12 a page', async () => {
    const api = renderSection();
    expect(await screen.findByText('Produtora 1')).toBeInTheDocument();
    expect(screen.getByText('Produtora 2')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 2 de 2 itens')).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith('e1', { page: 1, limit: 12, search: '' });
  });

  it('shows its own empty text', async () => {
    renderSection(fakeApi({ list: vi.fn(async () => ({ data: [], pagination: { currentPage: 1, nextPage: null, totalPages: 0, totalItems: 0, totalItemsCurrentPage: 0 } })) }));
    expect(await screen.findByText('Nenhum produtor vinculado a este evento.')).toBeInTheDocument();
  });

  it('removes after confirmation as admin', async () => {
    const api = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Produtora 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover produtor' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja remover o produtor do evento?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirme' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('e1', 'p2'));
    expect(await screen.findByText('Produtor removido do evento!')).toBeInTheDocument();
  });

  it('disables removal with the spec tooltip for a user without the producer permission', async () => {
    const api = renderSection(fakeApi(), USERS.eventos);
    const button = await screen.findByRole('button', { name: 'Remover Produtora 1' });
    expect(button).toBeDisabled();
    await userEvent.setup().hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Você não tem permissão para remover um produtor');
    // Event editors still add.
    expect(screen.getByRole('button', { name: 'Adicionar produtor' })).toBeEnabled();
    expect(api.remove).not.toHaveBeenCalled();
  });
});

describe('add-producer dialog', () => {
  it('does not search under 2 characters and says so', async () => {
    const api = renderSection();
    const { dialog, input } = await openDialog();
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'P' } });
    act(() => vi.advanceTimersByTime(2000));
    expect(api.searchProducers).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('Digite ao menos 2 caracteres para buscar');
  });

  it('searches 500 ms after the last key, once, with the latest text', async () => {
    const api = renderSection();
    const { input } = await openDialog();
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'Pr' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'Prod' } });
    act(() => vi.advanceTimersByTime(499));
    expect(api.searchProducers).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(api.searchProducers).toHaveBeenCalledTimes(1);
    expect(api.searchProducers).toHaveBeenCalledWith('Prod');
  });

  it('keeps Adicionar disabled until a producer is chosen, then adds it', async () => {
    const api = renderSection();
    const { dialog, input } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Adicionar' });
    expect(submit).toBeDisabled();
    fireEvent.change(input, { target: { value: 'Produtora 8' } });
    fireEvent.click(await screen.findByRole('option', { name: /Produtora 8/ }));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(api.add).toHaveBeenCalledWith('e1', 'p8'));
    expect(await screen.findByText('Produtor adicionado ao evento!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the empty answer and the load error texts', async () => {
    const search = vi.fn(async (): Promise<never[]> => []);
    const api = renderSection(fakeApi({ searchProducers: search }));
    const { input } = await openDialog();
    fireEvent.change(input, { target: { value: 'Ninguém' } });
    expect(await screen.findByText('Nenhum produtor encontrado.')).toBeInTheDocument();
    search.mockRejectedValue(new Error('boom'));
    fireEvent.change(input, { target: { value: 'Ninguém mais' } });
    expect((await screen.findAllByText('Erro ao carregar produtores.')).length).toBeGreaterThan(0);
    expect(api.add).not.toHaveBeenCalled();
  });

  it('shows the server message when the add fails (already linked)', async () => {
    const add = vi.fn(async () => {
      throw new Error('Este produtor já está vinculado ao evento.');
    });
    renderSection(fakeApi({ add }));
    const { dialog, input } = await openDialog();
    fireEvent.change(input, { target: { value: 'Produtora 7' } });
    fireEvent.click(await screen.findByRole('option', { name: /Produtora 7/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Este produtor já está vinculado ao evento.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Adicionar produtor ao evento' })).toBeInTheDocument();
  });
});
