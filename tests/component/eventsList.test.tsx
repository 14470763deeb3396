import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { renderApp, USERS } from './fixtures';
import { event } from './eventsFixtures';
import { cardsInSight } from '../../src/resources/events/list/EventList';

const EVENTS = Array.from({ length: 20 }, (_, i) => event(i + 1));

function eventsProvider(records = EVENTS, pending?: Promise<void>) {
  const getList = vi.fn(async (_resource: string, { pagination }: { pagination?: { page: number; perPage: number } }) => {
    await pending;
    const { page = 1, perPage = 16 } = pagination ?? {};
    return { data: records.slice((page - 1) * perPage, page * perPage) as never, total: records.length };
  });
  return { getList, provider: testDataProvider({ getList: getList as never }) };
}

describe('event list', () => {
  it('shows skeleton cards while loading, then 16 cards a page with the pagination', async () => {
    let release!: () => void;
    const { provider, getList } = eventsProvider(EVENTS, new Promise<void>((r) => (release = r)));
    render(renderApp('/events', { dataProvider: provider }));
    expect((await screen.findAllByLabelText('carregando...')).length).toBeGreaterThan(0);
    act(() => release());
    expect(await screen.findByRole('article', { name: 'Show 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(16));
    expect(screen.getByText('Mostrando 16 de 20 itens')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('events', expect.objectContaining({ pagination: { page: 1, perPage: 16 } }));
    expect(screen.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', '/events/create');
  });

  it("on a phone, commits the cards in sight first and the page's other cards once those are painted", async () => {
    const size = { innerWidth: window.innerWidth, innerHeight: window.innerHeight };
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    // Frames held: what the first commit drew stays on screen until they are let go.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      const { provider } = eventsProvider();
      render(renderApp('/events', { dataProvider: provider }));
      expect(await screen.findByRole('article', { name: 'Show 1' })).toBeInTheDocument();
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Show 1', 'Show 2']);
      // The page is 16 events, and says so from the first frame.
      expect(screen.getByText('Mostrando 16 de 20 itens')).toBeInTheDocument();
      raf.mockRestore();
      act(() => frames.splice(0).forEach((cb) => cb(performance.now())));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(16));
      expect(screen.getAllByRole('article')[15]).toHaveAccessibleName('Show 16');
    } finally {
      raf.mockRestore();
      Object.assign(window, size);
    }
  });

  it('counts the cards a window shows: 2 on a phone, 8 on a 1366 px laptop, the whole page on a large screen', () => {
    expect(cardsInSight(390, 844)).toBe(2);
    expect(cardsInSight(1366, 768)).toBe(8);
    expect(cardsInSight(1920, 1080)).toBeGreaterThanOrEqual(16);
  });

  it('shows the empty state', async () => {
    const { provider } = eventsProvider([]);
    render(renderApp('/events', { dataProvider: provider }));
    expect(await screen.findByText('Nenhum evento encontrado.')).toBeInTheDocument();
  });

  it('sends the address filters to the API and writes the status to the address', async () => {
    let location: Location | undefined;
    const { provider, getList } = eventsProvider();
    render(renderApp('/events?search=show&status=@DRAFT&startAt=2025-12-01&page=1', { dataProvider: provider, onLocation: (l) => (location = l) }));
    await screen.findByRole('article', { name: 'Show 1' });
    const filter = getList.mock.calls.at(-1)![1] as unknown as { filter: Record<string, unknown> };
    expect(filter.filter).toMatchObject({ search: 'show', status: '@DRAFT', startAt: '2025-12-01T03:00:00.000Z' }); // São Paulo's midnight
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Publicado' }));
    expect(new URLSearchParams(location?.search).get('status')).toBe('@PUBLISHED');
  });

  it('refuses /events to a cashier, whose menu has no events (issue 9 item 7)', async () => {
    const { provider } = eventsProvider();
    render(renderApp('/events', { dataProvider: provider, user: USERS.caixa }));
    expect(await screen.findByText('Você não tem permissão para acessar essa página.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('gives a role that may only list events an inert edit link with the reason as tooltip', async () => {
    const { provider } = eventsProvider();
    render(renderApp('/events', { dataProvider: provider, user: { ...USERS.eventos, permissions: ['@EVENTS.LIST'] } }));
    const card = await screen.findByRole('article', { name: 'Show 1' });
    expect(within(card).queryByRole('link', { name: 'Editar Evento' })).toBeNull();
    const inert = within(card).getByRole('link', { name: 'Você não tem permissão para editar eventos' });
    expect(inert).not.toHaveAttribute('href');
    expect(inert).toHaveAttribute('aria-disabled', 'true');
    fireEvent.mouseOver(inert);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Você não tem permissão para editar eventos');
    expect(screen.queryByRole('link', { name: 'Novo' })).toBeNull();
  });

  it('lets an events manager follow the edit link', async () => {
    const { provider } = eventsProvider();
    render(renderApp('/events', { dataProvider: provider, user: USERS.eventos }));
    const card = await screen.findByRole('article', { name: 'Show 2' });
    expect(within(card).getByRole('link', { name: 'Editar Evento' })).toHaveAttribute('href', '/events/e2');
  });
});

describe('new event (issue 9 item 8)', () => {
  it('Novo opens a form and stores nothing; Back returns to the list with nothing created', async () => {
    let location: Location | undefined;
    const create = vi.fn();
    const { getList } = eventsProvider();
    const provider = testDataProvider({ getList: getList as never, create });
    render(renderApp('/events', { dataProvider: provider, onLocation: (l) => (location = l) }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Novo' }));
    expect(await screen.findByRole('heading', { name: 'Novo evento' }, { timeout: 5000 })).toBeInTheDocument();
    expect(location?.pathname).toBe('/events/create');
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    await waitFor(() => expect(location?.pathname).toBe('/events'));
    expect(create).not.toHaveBeenCalled();
  });

  it('asks for the title, then creates the event on Salvar and opens its page in place of the form', async () => {
    let location: Location | undefined;
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...event(7), ...data, id: 'e7' } as never }));
    const provider = testDataProvider({ create: create as never, getOne: async () => ({ data: event(7, { title: 'Forró do Sítio' }) as never }) });
    render(renderApp('/events/create', { dataProvider: provider, onLocation: (l) => (location = l) }));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Novo evento' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Título/, { selector: 'input' }), 'Forró do Sítio');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('events', expect.objectContaining({ data: expect.objectContaining({ title: 'Forró do Sítio', type: '@IN_PERSON' }) })));
    await waitFor(() => expect(location?.pathname).toBe('/events/e7'));
    expect(await screen.findByText('Evento criado com sucesso!')).toBeInTheDocument();
  });
});
