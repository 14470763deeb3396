/** The line-up section: artists in order with images or the default avatar, the add dialog's search, removal. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LineupSection } from '../../src/resources/lineup/LineupSection';
import { LineupApiContext, type Artist, type LineupApi } from '../../src/resources/lineup/lineupApi';
import { event, EventHarness } from './eventsFixtures';
import { USERS } from './fixtures';

afterEach(() => vi.useRealTimers());

const A: Artist[] = [
  { id: 'a1', name: 'Trio Mandacaru de Ouro', image: '/uploads/b/trio.png', position: 1 },
  { id: 'a2', name: 'Clara Sabiá', image: null, position: 2 },
];
const FOUND: Artist[] = [{ id: 'a3', name: 'Duo Cajuína', image: null }];

function fakeApi(overrides: Partial<LineupApi> = {}): LineupApi {
  return {
    lineup: vi.fn(async () => A),
    add: vi.fn(async (_e, ids: string[]) => [...A, ...ids.map((id, i) => ({ id, name: id === 'a3' ? 'Duo Cajuína' : 'Nova Banda', image: null, position: 3 + i }))]),
    remove: vi.fn(async (_e, id: string) => A.filter((a) => a.id !== id)),
    search: vi.fn(async (q: string) => (/caju/i.test(q) ? FOUND : [])),
    createArtist: vi.fn(async (name: string) => ({ id: 'a9', name, image: null })),
    ...overrides,
  };
}

function renderSection(api = fakeApi(), user = USERS.admin) {
  render(
    <EventHarness user={user} path="/events/e1/line-up">
      <LineupApiContext.Provider value={api}>
        <LineupSection record={event(1)} />
      </LineupApiContext.Provider>
    </EventHarness>,
  );
  return api;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Adicionar artistas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar artistas ao line-up' });
  return { dialog, input: within(dialog).getByRole('combobox', { name: 'Buscar artista' }) };
}

describe('line-up', () => {
  it('shows the artists in order, with their image or the default avatar', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Line-up' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['1ºTrio Mandacaru de Ouro', '2ºClara Sabiá']);
    expect(within(items[0]).getByRole('img', { name: 'Trio Mandacaru de Ouro' })).toHaveAttribute('src', '/uploads/b/trio.png');
    expect(within(items[1]).queryByRole('img', { name: 'Clara Sabiá' })).toBeNull();
    expect(within(items[1]).getByTestId('PersonIcon')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    renderSection(fakeApi({ lineup: vi.fn(async () => []) }));
    expect(await screen.findByText('Nenhum artista no line-up.')).toBeInTheDocument();
  });

  it('searches 500 ms after typing, adds the chosen artists as artistsID and shows the new line-up', async () => {
    const api = renderSection();
    const { dialog, input } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Adicionar' });
    expect(submit).toBeDisabled();
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'cajui' } });
    act(() => vi.advanceTimersByTime(499));
    expect(api.search).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(api.search).toHaveBeenCalledWith('cajui');
    fireEvent.click(await screen.findByRole('option', { name: 'Duo Cajuína' }));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(api.add).toHaveBeenCalledWith('e1', ['a3']));
    expect(await screen.findByText('Line-up atualizado!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem').map((i) => i.textContent)).toContain('3ºDuo Cajuína'));
  });

  it('offers to register a name the search did not find, then adds it', async () => {
    const api = renderSection();
    const { dialog, input } = await openDialog();
    fireEvent.change(input, { target: { value: 'Nova Banda' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Cadastrar o artista "Nova Banda"' }));
    await waitFor(() => expect(api.createArtist).toHaveBeenCalledWith('Nova Banda'));
    // The new artist is chosen once the server has answered, as the user sees Adicionar come on:
    // a click before that (the answer still on its way on a loaded machine) would meet a disabled button.
    const submit = within(dialog).getByRole('button', { name: 'Adicionar' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(api.add).toHaveBeenCalledWith('e1', ['a9']));
  });

  it('shows the empty answer to a user who cannot register artists, and the load error', async () => {
    const search = vi.fn(async (): Promise<Artist[]> => []);
    renderSection(fakeApi({ search }), USERS.caixa);
    const { input } = await openDialog();
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('Nenhum artista encontrado.')).toBeInTheDocument();
    search.mockRejectedValue(new Error('x'));
    fireEvent.change(input, { target: { value: 'zzzz' } });
    expect((await screen.findAllByText('Erro ao carregar artistas.')).length).toBeGreaterThan(0);
  });

  it('removes an artist after confirmation', async () => {
    const api = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remover do line-up Clara Sabiá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover artista' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirme' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('e1', 'a2'));
    expect(await screen.findByText('Artista removido do line-up!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });
});
