/** The event's coupons (spec 1 sections 2.3, 5, 8): cards (dimmed at quantity 0), the value mask by type, toasts, delete confirmation. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { renderApp } from './fixtures';
import { event } from './eventsFixtures';

const PATH = '/events/e1/advantages-and-services/coupons';

function coupon(code: string, extra: Record<string, unknown> = {}) {
  return {
    id: code.toLowerCase(),
    eventId: 'e1',
    code,
    type: '@PERCENT',
    value: 1250,
    quantity: 40,
    startAt: '2026-01-10T15:00:00Z',
    endAt: '2026-02-20T15:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    ...extra,
  };
}

const COUPONS = [
  coupon('VERAO'),
  coupon('FIXO10', { type: '@FIXED', value: 1000, quantity: 1, startAt: null, endAt: '2026-03-01T15:00:00Z' }),
  coupon('ACABOU', { quantity: 0, startAt: null, endAt: null }),
  ...Array.from({ length: 9 }, (_, i) => coupon(`EXTRA${i + 1}`)),
];

function provider(records = COUPONS, overrides: Record<string, unknown> = {}) {
  const getList = vi.fn(async (_r: string, { pagination, filter }: { pagination: { page: number; perPage: number }; filter: { search?: string } }) => {
    const found = records.filter((c) => !filter.search || c.code.includes(filter.search.toUpperCase()));
    const { page, perPage } = pagination;
    return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length };
  });
  const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'new', ...data } }));
  const update = vi.fn(async (_r: string, { data, previousData }: { data: Record<string, unknown>; previousData: Record<string, unknown> }) => ({ data: { ...previousData, ...data } }));
  const remove = vi.fn(async (_r: string, { previousData }: { previousData: Record<string, unknown> }) => ({ data: previousData }));
  const dp = testDataProvider({
    getOne: async () => ({ data: event(1) as never }),
    getList: getList as never,
    create: create as never,
    update: update as never,
    delete: remove as never,
    ...overrides,
  });
  return { dp, getList, create, update, remove };
}

const card = (code: string) => screen.findByRole('article', { name: code });

describe('event coupons', () => {
  it('shows each coupon as a card: code, discount by type, quantity left and validity dates', async () => {
    const { dp } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const summer = await card('VERAO');
    expect(summer).toHaveTextContent('12,50%');
    expect(summer).toHaveTextContent('Porcentagem');
    expect(summer).toHaveTextContent('40 restantes');
    expect(summer).toHaveTextContent('Válido de 10/01/2026 até 20/02/2026');
    const fixed = await card('FIXO10');
    expect(fixed).toHaveTextContent('R$ 10,00');
    expect(fixed).toHaveTextContent('Valor fixo');
    expect(fixed).toHaveTextContent('1 restante');
    expect(fixed).toHaveTextContent('Válido até 01/03/2026');
    expect(await card('ACABOU')).toHaveTextContent('Sem prazo de validade');
    // 10 a page.
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Mostrando 10 de 12 itens')).toBeInTheDocument();
  });

  it('dims a coupon with no quantity left, and only that one', async () => {
    const { dp } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const soldOut = await card('ACABOU');
    expect(soldOut).toHaveStyle({ opacity: '0.5' });
    expect(soldOut).toHaveTextContent('Esgotado');
    expect(await card('VERAO')).toHaveStyle({ opacity: '1' });
    expect(await card('FIXO10')).toHaveStyle({ opacity: '1' });
  });

  it('keeps page and search in the address', async () => {
    const { dp, getList } = provider();
    let location: Location | undefined;
    render(renderApp(`${PATH}?page=2`, { dataProvider: dp, onLocation: (l) => (location = l) }));
    await card('EXTRA8');
    expect(screen.getByText('Mostrando 2 de 12 itens')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'fixo');
    await waitFor(() => expect(location?.search).toContain('search=fixo'));
    expect(location?.search).toContain('page=1');
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('coupons', expect.objectContaining({ filter: { search: 'fixo' }, meta: { eventId: 'e1' } })));
    expect(await card('FIXO10')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says so when the event has no coupon', async () => {
    const { dp } = provider([]);
    render(renderApp(PATH, { dataProvider: dp }));
    expect(await screen.findByText('Nenhum cupom cadastrado')).toBeInTheDocument();
  });

  it('switches the value mask with the type, clearing the value, and creates the coupon', async () => {
    const { dp, create } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Criar cupom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar cupom' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Este campo é obrigatório')).toHaveLength(3); // code, value, quantity
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Código'), 'bem vindo');
    expect(within(dialog).getByLabelText('Código')).toHaveValue('BEMVINDO');
    // Percent first (the default type): typed as written, a third decimal refused; the same typing for money.
    const percent = within(dialog).getByLabelText('Valor');
    await user.type(percent, '12,59');
    await user.type(percent, '9');
    expect(percent).toHaveValue('12,59');
    expect(within(dialog).getByText('%')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Tipo de desconto'));
    await user.click(await screen.findByRole('option', { name: 'Valor fixo' }));
    const money = await within(dialog).findByLabelText('Valor');
    await waitFor(() => expect(money).toHaveValue(''));
    await user.type(money, '1.234,5');
    expect(money).toHaveValue('1.234,5');
    expect(within(dialog).getByText('R$')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Quantidade'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('coupons', expect.objectContaining({
        data: expect.objectContaining({ code: 'BEMVINDO', type: '@FIXED', value: 123450, quantity: 100 }),
        meta: { eventId: 'e1' },
      })),
    );
    expect(await screen.findByText('Cupom criado com sucesso!')).toBeInTheDocument();
  });

  it('edits a coupon: the value shows in its type, back to percent clears it', async () => {
    const { dp, update } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    await user.click(within(await card('FIXO10')).getByRole('button', { name: 'Editar cupom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cupom' });
    expect(within(dialog).getByLabelText('Valor')).toHaveValue('10,00');
    await user.click(within(dialog).getByLabelText('Tipo de desconto'));
    await user.click(await screen.findByRole('option', { name: 'Porcentagem' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Valor')).toHaveValue(''));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Este campo é obrigatório')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Valor'), '5');
    await user.tab();
    expect(within(dialog).getByLabelText('Valor')).toHaveValue('5,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('coupons', expect.objectContaining({ id: 'fixo10', data: expect.objectContaining({ type: '@PERCENT', value: 500 }), meta: { eventId: 'e1' } })),
    );
    expect(await screen.findByText('Cupom atualizado com sucesso!')).toBeInTheDocument();
  });

  it("shows the catalogue's failure text, or the server's message", async () => {
    const { dp } = provider(COUPONS, {
      create: async () => {
        throw new Error('');
      },
      update: async () => {
        throw new HttpError('Já existe um cupom com este código neste evento', 409, {});
      },
    });
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Criar cupom' }));
    let dialog = await screen.findByRole('dialog', { name: 'Criar cupom' });
    await user.type(within(dialog).getByLabelText('Código'), 'X');
    await user.type(within(dialog).getByLabelText('Valor'), '100');
    await user.type(within(dialog).getByLabelText('Quantidade'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao criar cupom')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(await card('VERAO')).getByRole('button', { name: 'Editar cupom' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar cupom' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um cupom com este código neste evento')).toBeInTheDocument();
  });

  it('deletes a coupon after confirmation', async () => {
    const { dp, remove } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    await user.click(within(await card('VERAO')).getByRole('button', { name: 'Deletar cupom' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deletar cupom' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja deletar o cupom VERAO?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(await card('VERAO')).getByRole('button', { name: 'Deletar cupom' }));
    dialog = await screen.findByRole('dialog', { name: 'Deletar cupom' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('coupons', expect.objectContaining({ id: 'verao', meta: { eventId: 'e1' } })));
    expect(await screen.findByText('Cupom deletado')).toBeInTheDocument();
  });

});
