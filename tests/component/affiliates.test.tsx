/** The event's affiliates screen (spec 1 sections 2.3, 4, 5, 8) through the App's routes, with a fake data provider. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { renderApp, USERS } from './fixtures';
import { event } from './eventsFixtures';

const PATH = '/events/e1/advantages-and-services/affiliates';

function affiliate(i: number, extra: Record<string, unknown> = {}) {
  return {
    id: `a${i}`,
    eventId: 'e1',
    fullName: `Afiliado ${String(i).padStart(2, '0')}`,
    isActive: i !== 2,
    code: `CODE${i}ABC`,
    salesAmount: i === 1 ? 12 : 0,
    totalValue: i === 1 ? 123456 : 0,
    link: `https://bilheteria-demo.com.br/evento/e1?afiliado=CODE${i}ABC`,
    updatedAt: '2025-01-01T00:00:00Z',
    ...extra,
  };
}

function provider(records = Array.from({ length: 12 }, (_, i) => affiliate(i + 1)), overrides: Record<string, unknown> = {}) {
  const getList = vi.fn(async (_r: string, { pagination, filter }: { pagination: { page: number; perPage: number }; filter: { search?: string } }) => {
    const found = records.filter((a) => !filter.search || a.fullName.toLowerCase().includes(filter.search.toLowerCase()));
    const { page, perPage } = pagination;
    return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length };
  });
  const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...affiliate(99), ...data } }));
  const update = vi.fn(async (_r: string, { data, previousData }: { data: Record<string, unknown>; previousData: Record<string, unknown> }) => ({
    data: { ...previousData, ...data },
  }));
  const dp = testDataProvider({
    getOne: async () => ({ data: event(1) as never }),
    getList: getList as never,
    create: create as never,
    update: update as never,
    ...overrides,
  });
  return { dp, getList, create, update };
}

describe('event affiliates', () => {
  it('lists 10 per page with status, sales in reais and the link; page and search live in the address', async () => {
    const { dp, getList } = provider();
    let location: Location | undefined;
    render(renderApp(PATH, { dataProvider: dp, onLocation: (l) => (location = l) }));
    const table = await screen.findByRole('table', { name: 'Afiliados' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getByRole('row', { name: /Afiliado 01/ });
    expect(first).toHaveTextContent('Ativo');
    expect(first).toHaveTextContent('12');
    expect(first).toHaveTextContent('R$ 1.234,56');
    expect(first).toHaveTextContent('https://bilheteria-demo.com.br/evento/e1?afiliado=CODE1ABC');
    expect(within(table).getByRole('row', { name: /Afiliado 02/ })).toHaveTextContent('Desativado');
    expect(within(table).getByRole('row', { name: /Afiliado 03/ })).toHaveTextContent('R$ 0,00');
    expect(screen.getByText('Mostrando 10 de 12 itens')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('affiliates', expect.objectContaining({ pagination: { page: 1, perPage: 10 }, meta: { eventId: 'e1' } }));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(location?.search).toContain('page=2'));
    expect(await screen.findByText('Mostrando 2 de 12 itens')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'afiliado 11');
    await waitFor(() => expect(location?.search).toContain('search=afiliado+11'), { timeout: 3000 });
    expect(location?.search).toContain('page=1');
    expect(await screen.findByText('Mostrando 1 de 1 item')).toBeInTheDocument();
  });

  it("shows 'Nenhum afiliado encontrado' when there is none", async () => {
    const { dp } = provider([]);
    render(renderApp(PATH, { dataProvider: dp }));
    expect(await screen.findByText('Nenhum afiliado encontrado')).toBeInTheDocument();
  });

  it('a section list that failed to load shows the message and Tentar novamente instead of the empty text', async () => {
    const { dp, getList } = provider([affiliate(1)]);
    const real = getList.getMockImplementation()!;
    getList.mockImplementationOnce(async () => {
      throw new Error('Algo deu errado');
    });
    render(renderApp(PATH, { dataProvider: dp }));
    expect(await screen.findByText('Algo deu errado')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum afiliado encontrado')).toBeNull();
    getList.mockImplementation(real);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(affiliate(1).fullName as string)).toBeInTheDocument();
  });

  it("asks for the full name ('Este campo é obrigatório'), then creates with the event in meta", async () => {
    const { dp, create } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar afiliado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar afiliado' });
    await user.type(within(dialog).getByLabelText('Nome completo'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    // The dialog has exactly one field.
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);

    await user.type(within(dialog).getByLabelText('Nome completo'), 'Carla Menezes');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('affiliates', expect.objectContaining({ data: { fullName: 'Carla Menezes', isActive: true }, meta: { eventId: 'e1' } })));
    expect(await screen.findByText('Afiliado criado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Reopened, the dialog starts empty.
    await user.click(screen.getByRole('button', { name: 'Adicionar afiliado' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Nome completo')).toHaveValue('');
  });

  it("shows the server's message, else 'Erro ao criar afiliado'", async () => {
    const failing = vi.fn()
      .mockRejectedValueOnce(new HttpError('Verifique os campos destacados.', 400, { errors: { fullName: 'Tamanho muito grande' } }))
      .mockRejectedValueOnce(new Error(''));
    const { dp } = provider(undefined, { create: failing });
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar afiliado' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nome completo'), 'Nome');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Verifique os campos destacados.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tamanho muito grande')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao criar afiliado')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("edits the name in the same dialog; 'Erro ao atualizar afiliado' on a failure without message", async () => {
    const { dp, update } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Afiliado 03/ });
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar afiliado' });
    const input = within(dialog).getByLabelText('Nome completo');
    expect(input).toHaveValue('Afiliado 03');
    await user.clear(input);
    await user.type(input, 'Juliana Tavares');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('affiliates', expect.objectContaining({ id: 'a3', data: { fullName: 'Juliana Tavares', isActive: true }, meta: { eventId: 'e1' } })),
    );
    expect(await screen.findByText('Afiliado atualizado com sucesso!')).toBeInTheDocument();

    update.mockRejectedValueOnce(new Error(''));
    await user.click(within(await screen.findByRole('row', { name: /Afiliado 04/ })).getByRole('button', { name: 'Editar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar afiliado')).toBeInTheDocument();
  });

  it('deactivates and activates keeping the name', async () => {
    const { dp, update } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('row', { name: /Afiliado 01/ })).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('affiliates', expect.objectContaining({ id: 'a1', data: { fullName: 'Afiliado 01', isActive: false } })));
    expect(await screen.findByText('Afiliado desativado!')).toBeInTheDocument();
    await user.click(within(screen.getByRole('row', { name: /Afiliado 02/ })).getByRole('button', { name: 'Ativar' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('affiliates', expect.objectContaining({ id: 'a2', data: { fullName: 'Afiliado 02', isActive: true } })));
  });

  it('follows the event edit codes: @EVENTS.MODIFY adds, a cashier cannot open the section', async () => {
    const { dp } = provider();
    render(renderApp(PATH, { dataProvider: dp, user: USERS.eventos }));
    await screen.findByRole('table', { name: 'Afiliados' });
    expect(screen.getByRole('button', { name: 'Adicionar afiliado' })).toBeInTheDocument();
    render(renderApp(PATH, { dataProvider: dp, user: USERS.caixa }));
    expect(await screen.findByText('Você não tem permissão para acessar essa página.')).toBeInTheDocument();
  });
});
