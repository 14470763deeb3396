/** The event's option groups and items (spec 1 sections 2.3, 4, 5): dialogs, value shown by type, delete confirmation. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { renderApp } from './fixtures';
import { event } from './eventsFixtures';

const PATH = '/events/e1/advantages-and-services/options';

const GROUPS = [
  { id: 'g1', eventId: 'e1', title: 'Estacionamento', description: 'Vaga oficial', icon: 'LocalParking', required: false, updatedAt: '2025-01-01T00:00:00Z' },
  { id: 'g2', eventId: 'e1', title: 'Camiseta', description: null, icon: 'texto livre', required: true, updatedAt: '2025-01-01T00:00:00Z' },
];
const ITEMS: Record<string, Record<string, unknown>[]> = {
  g1: [
    { id: 'i1', title: 'Sem vaga', valueType: '@NONE', value: null, optionId: 'g1', eventId: 'e1', updatedAt: '2025-01-01T00:00:00Z' },
    { id: 'i2', title: 'Carro', valueType: '@ADD', value: 3500, optionId: 'g1', eventId: 'e1', updatedAt: '2025-01-01T00:00:00Z' },
    { id: 'i3', title: 'Sócio', valueType: '@SUB', value: 1000, optionId: 'g1', eventId: 'e1', updatedAt: '2025-01-01T00:00:00Z' },
  ],
  g2: [],
};

function provider(groups = GROUPS) {
  const calls = {
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'new', ...data } })),
    update: vi.fn(async (_r: string, { data, previousData }: { data: Record<string, unknown>; previousData: Record<string, unknown> }) => ({ data: { ...previousData, ...data } })),
    delete: vi.fn(async (_r: string, { previousData }: { previousData: Record<string, unknown> }) => ({ data: previousData })),
  };
  const dp = testDataProvider({
    getOne: async () => ({ data: event(1) as never }),
    getList: (async (resource: string, { meta }: { meta: { optionId?: string } }) => {
      const data = resource === 'options' ? groups : ITEMS[meta.optionId!] ?? [];
      return { data, total: data.length };
    }) as never,
    create: calls.create as never,
    update: calls.update as never,
    delete: calls.delete as never,
  });
  return { dp, ...calls };
}

const group = (name: string) => screen.findByRole('region', { name });

describe('event options', () => {
  it('shows each group with its badge and its items by type and signed value', async () => {
    const { dp } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const parking = await group('Estacionamento');
    expect(parking).toHaveTextContent('Opcional');
    expect(parking).toHaveTextContent('Vaga oficial');
    expect(await within(parking).findByRole('row', { name: /Sem vaga/ })).toHaveTextContent('Sem valor—');
    expect(await within(parking).findByRole('row', { name: /Carro/ })).toHaveTextContent('Valor adicional+ R$ 35,00');
    expect(await within(parking).findByRole('row', { name: /Sócio/ })).toHaveTextContent('Desconto− R$ 10,00');
    const shirt = await group('Camiseta');
    expect(shirt).toHaveTextContent('Obrigatório');
    expect(await within(shirt).findByText('Nenhum item neste grupo')).toBeInTheDocument();
  });

  it("says so when the event has no group", async () => {
    const { dp } = provider([]);
    render(renderApp(PATH, { dataProvider: dp }));
    expect(await screen.findByText('Nenhum grupo de opções cadastrado')).toBeInTheDocument();
  });

  it('creates a group: title required, icon from the list, required switch', async () => {
    const { dp, create } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Criar grupo de opções' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar grupo de opções' });
    // Every framework dialog starts on its first field (issue 9 item 19).
    await waitFor(() => expect(within(dialog).getByLabelText('Título')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    // The error is under the field: no toast over the dialog's buttons.
    expect(screen.queryByText(/O formulário não é válido/)).toBeNull();
    await user.type(within(dialog).getByLabelText('Título'), 'Bebidas');
    await user.click(within(dialog).getByLabelText('Ícone'));
    await user.click(await screen.findByRole('option', { name: 'Bebidas' }));
    await user.click(within(dialog).getByLabelText('Escolha obrigatória'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('options', expect.objectContaining({ data: expect.objectContaining({ title: 'Bebidas', icon: 'LocalBar', required: true }), meta: { eventId: 'e1' } })),
    );
    expect(await screen.findByText('Grupo de opções criado com sucesso!')).toBeInTheDocument();
  });

  it('adds an item: the value input only for a type that changes the price, required then', async () => {
    const { dp, create } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    const shirt = await group('Camiseta');
    await user.click(await within(shirt).findByRole('button', { name: 'Adicionar item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar item' });
    expect(within(dialog).queryByLabelText('Valor')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Este campo é obrigatório')).toHaveLength(2); // title and value type

    await user.type(within(dialog).getByLabelText('Título'), 'Camiseta P');
    await user.click(within(dialog).getByLabelText('Tipo de valor'));
    await user.click(await screen.findByRole('option', { name: 'Valor adicional' }));
    const value = await within(dialog).findByLabelText('Valor');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    // Typed as a Brazilian writes it, one key at a time; 'R$' is drawn before the field, not in it.
    await user.type(value, '1.234,56');
    expect(value).toHaveValue('1.234,56');
    expect(within(dialog).getByText('R$')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('optionItems', expect.objectContaining({
        data: expect.objectContaining({ title: 'Camiseta P', valueType: '@ADD', value: 123456 }),
        meta: { eventId: 'e1', optionId: 'g2' },
      })),
    );
    expect(await screen.findByText('Item criado com sucesso!')).toBeInTheDocument();
  });

  it('edits an item to @NONE: the value input goes away', async () => {
    const { dp, update } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    const parking = await group('Estacionamento');
    await user.click(within(await within(parking).findByRole('row', { name: /Carro/ })).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar item' });
    expect(within(dialog).getByLabelText('Valor')).toHaveValue('35,00');
    await user.click(within(dialog).getByLabelText('Tipo de valor'));
    await user.click(await screen.findByRole('option', { name: 'Sem valor' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Valor')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('optionItems', expect.objectContaining({ id: 'i2', data: expect.objectContaining({ valueType: '@NONE' }), meta: { eventId: 'e1', optionId: 'g1' } })),
    );
    expect(await screen.findByText('Item atualizado com sucesso!')).toBeInTheDocument();
  });

  it('deletes an item after confirmation', async () => {
    const { dp, delete: remove } = provider();
    render(renderApp(PATH, { dataProvider: dp }));
    const user = userEvent.setup();
    const parking = await group('Estacionamento');
    await user.click(within(await within(parking).findByRole('row', { name: /Sócio/ })).getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover item' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja remover o item "Sócio"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(await within(parking).findByRole('row', { name: /Sócio/ })).getByRole('button', { name: 'Remover' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remover item' })).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('optionItems', expect.objectContaining({ id: 'i3', meta: { eventId: 'e1', optionId: 'g1' } })));
    expect(await screen.findByText('Item removido!')).toBeInTheDocument();
  });
});
