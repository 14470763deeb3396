/**
 * /clients (spec 2): skeleton rows before data (never an empty state first), spec 2's texts for
 * what a buyer did not give, the filters in the address, the export of the current filters with
 * its progress, saved only once whole, and an error (no file) when it fails; a customer's page
 * with their orders linked to the orders area.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { asPhone, renderApp, USERS } from './fixtures';
import type { CustomerExportParams } from '../../src/resources/customers/customerCalls';

const FULL = {
  id: 'c1',
  profile: { fullName: 'Joana Prado', firstName: 'Joana', lastName: 'Prado', phoneNumber: '81987654321' },
  docCPF: '52998224725',
  email: 'joana@exemplo.com.br',
  lastOrderAt: '2026-11-20T13:30:00Z',
  ordersCount: 3,
  ticketsCount: 1234,
  totalSpent: 123456,
};
const EMPTY = {
  id: 'c2',
  profile: { fullName: null, firstName: null, lastName: null, phoneNumber: null },
  docCPF: null,
  email: null,
  lastOrderAt: '2026-11-19T13:30:00Z',
  ordersCount: 1,
  ticketsCount: 0,
  totalSpent: 0,
};

const EVENTS = [{ id: 'e1', title: 'Caruaru' }, { id: 'e2', title: 'Samba na Lapa' }];

function provider(overrides: Partial<DataProvider> & { exportCustomers?: (p: CustomerExportParams) => Promise<unknown> } = {}) {
  return testDataProvider({
    getList: async (resource) => (resource === 'events' ? { data: EVENTS as never, total: 2 } : { data: [FULL, EMPTY] as never, total: 2 }),
    getOne: async () => ({
      data: {
        ...FULL,
        orders: [
          { id: 'o1', code: 'A1B2C3D4E5F6', createdAt: '2026-11-20T13:30:00Z', status: '@PARTIALLY_REFUNDED', channel: '@CASHIER', event: { id: 'e1', title: 'Caruaru' }, ticketsCount: 2, total: 20000, refunded: 1500 },
          { id: 'o2', code: 'FFEE00112233', createdAt: '2026-10-01T13:30:00Z', status: '@PAID', channel: '@SITE', event: { id: 'gone', title: null }, ticketsCount: 1, total: 5000, refunded: 0 },
        ],
        moreOrders: true,
      } as never,
    }),
    ...overrides,
  } as Partial<DataProvider>);
}

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:fake');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls.at(-1)![0] as Blob });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('customers list', () => {
  it('shows grey rows while loading, never the empty text first', async () => {
    let answer: (v: { data: never; total: number }) => void = () => undefined;
    const dataProvider = provider({
      getList: (resource: string) =>
        resource === 'events' ? Promise.resolve({ data: EVENTS as never, total: 2 }) : new Promise((resolve) => (answer = resolve as typeof answer)),
    } as never);
    render(renderApp('/clients', { dataProvider }));
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"] .MuiSkeleton-root')).not.toBeNull());
    expect(screen.queryByText('Nenhum registro encontrado')).toBeNull();
    act(() => answer({ data: [] as never, total: 0 }));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it("shows the columns, masked values, figures in pt-BR, and spec 2's texts for what is missing", async () => {
    render(renderApp('/clients', { dataProvider: provider() }));
    const row = (await screen.findByText('Joana Prado')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Cliente', 'CPF', 'Telefone', 'Pedidos', 'Ingressos', 'Total gasto', 'Última compra', 'Ações',
    ]);
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Joana Pradojoana@exemplo.com.br', '529.982.247-25', '(81) 98765-4321', '3', '1.234', 'R$ 1.234,56', '20/11/2026 10:30', '',
    ]);
    const empty = screen.getByText('Nome não informado').closest('tr')!;
    expect(within(empty).getAllByRole('cell').map((c) => c.textContent).slice(0, 6)).toEqual([
      'Nome não informadoSem e-mail', 'CPF não informado.', 'Telefone não informado.', '1', '0', 'R$ 0,00',
    ]);
    expect(within(row).getByRole('link', { name: 'Ver detalhes' })).toHaveAttribute('href', '/clients/c1/show');
  });

  it('cards on a phone hold the same texts', async () => {
    await asPhone(async () => {
      render(renderApp('/clients', { dataProvider: provider() }));
      expect(await screen.findByText('Joana Prado')).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByText('3 pedidos · 1.234 ingressos · R$ 1.234,56')).toBeInTheDocument();
      expect(screen.getByText('1 pedido · 0 ingressos · R$ 0,00')).toBeInTheDocument();
      for (const text of ['Nome não informado', 'CPF não informado.', 'Sem e-mail', 'Telefone não informado.']) expect(screen.getByText(text)).toBeInTheDocument();
    });
  });

  it('keeps the event and the typed days in the address and asks the API for São Paulo day bounds', async () => {
    let location: Location | undefined;
    const getList = vi.fn(async (resource: string, _params: { filter?: Record<string, unknown> }) =>
      resource === 'events' ? { data: EVENTS as never, total: 2 } : { data: [FULL] as never, total: 1 },
    );
    render(renderApp('/clients', { dataProvider: provider({ getList } as never), onLocation: (l) => (location = l) }));
    await screen.findByText('Joana Prado');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Evento' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Samba na Lapa' }));
    await userEvent.setup().type(screen.getByLabelText('Compras desde'), '01112026');
    await waitFor(() => expect(location?.search).toContain('startAt=2026-11-01'));
    expect(location?.search).toContain('eventId=e2');
    await waitFor(() =>
      expect(getList.mock.calls.filter(([r]) => r === 'customers').at(-1)?.[1].filter).toEqual({
        eventId: 'e2',
        startAt: '2026-11-01T03:00:00.000Z',
        search: undefined,
        endAt: undefined,
      }),
    );
    expect(screen.getByText('Pedidos, ingressos e total gasto contam só as compras dentro dos filtros.')).toBeInTheDocument();
  });
});

describe('export', () => {
  it('exports the current filters, shows the rows arriving, and saves the file once it is whole', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const exportCustomers = vi.fn((p: CustomerExportParams) => {
      p.onProgress?.(1000);
      return new Promise((resolve) => (finish = resolve));
    });
    render(renderApp('/clients?eventId=e1&search=joana', { dataProvider: provider({ exportCustomers }) }));
    await screen.findByText('Joana Prado');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByRole('button', { name: 'Exportando... 1.000 clientes' })).toBeDisabled();
    expect(exportCustomers.mock.calls[0][0].filter).toEqual({ eventId: 'e1', search: 'joana', startAt: undefined, endAt: undefined });
    expect(saved).toEqual([]);
    const blob = new Blob(['\uFEFFNome\r\n'], { type: 'text/csv' });
    await act(async () => finish({ blob, fileName: 'clientes-24-11-2026.csv', rows: 2 }));
    expect(await screen.findByText('Arquivo exportado com 2 clientes.')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'clientes-24-11-2026.csv', blob }]);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('a download cut on the way saves nothing and says so; a refusal shows the server message', async () => {
    const exportCustomers = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network error'))
      .mockRejectedValueOnce(new HttpError('Você não tem permissão para esta ação.', 403, {}));
    render(renderApp('/clients', { dataProvider: provider({ exportCustomers }) }));
    await screen.findByText('Joana Prado');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Não foi possível exportar os clientes. Nenhum arquivo foi salvo; tente novamente.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is not offered to who may not read customers: the page is the no-permission one', async () => {
    render(renderApp('/clients', { user: USERS.eventos, dataProvider: provider() }));
    expect(await screen.findByText('Você não tem permissão para acessar essa página.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  });
});

describe("a customer's page", () => {
  it('shows who they are, what they bought and their orders linked to the orders area', async () => {
    render(renderApp('/clients/c1/show', { dataProvider: provider() }));
    expect(await screen.findByRole('heading', { name: 'Joana Prado' })).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('R$ 1.234,56')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Abrir o pedido A1B2C3D4E5F6' });
    expect(link).toHaveAttribute('href', '/orders/o1/show');
    const row = link.closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'A1B2C3D4E5F6', '20/11/2026 10:30', 'Caruaru', 'Bilheteria', 'Parcialmente estornado', '2', 'R$ 200,00', 'R$ 15,00',
    ]);
    expect(screen.getByText('Evento removido')).toBeInTheDocument();
    expect(screen.getByText('Mostrando os 2 pedidos mais recentes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/clients');
  });

  it('opened from the list, waits for the customer rather than showing the list row (figures of the filters, no orders)', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const getOne = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const full = await provider().getOne('customers', { id: 'c1' });
    render(renderApp('/clients', { dataProvider: provider({ getOne } as never) }));
    const row = (await screen.findByText('Joana Prado')).closest('tr')!;
    fireEvent.click(within(row).getByRole('link', { name: 'Ver detalhes' }));
    await waitFor(() => expect(getOne).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Joana Prado' })).toBeNull();
    act(() => answer(full));
    expect(await screen.findByRole('link', { name: 'Abrir o pedido A1B2C3D4E5F6' })).toBeInTheDocument();
  });
});
