/**
 * The orders list and an order's page in the App (issue 12): rows with status chips in words and
 * money in R$, the page opened from a row (react-admin seeds its record cache with the row, which
 * is not a whole order), and actions offered only when the order and the user allow them.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { renderApp, USERS } from './fixtures';
import type { OrderDetail, OrderRecord } from '../../src/resources/orders/orderTypes';

const ROW: OrderRecord = {
  id: 'o1',
  code: 'A1B2C3D4E5F6',
  status: '@PARTIALLY_REFUNDED',
  channel: '@SITE',
  eventId: 'e1',
  event: { id: 'e1', title: 'Festival de Forró de Caruaru' },
  customerName: 'José da Silva',
  customerEmail: 'jose@exemplo.com.br',
  customerCpf: '52998224725',
  customerPhone: '81987654321',
  couponCode: null,
  couponDiscount: 0,
  discount: 0,
  fees: 2000,
  total: 122000,
  paymentMethods: ['@CREDIT_CARD'],
  tickets: 2,
  paidAt: '2026-11-20T15:00:00Z',
  canceledAt: null,
  createdAt: '2026-11-20T14:59:00Z',
  updatedAt: '2026-11-20T15:00:00Z',
};

const DETAIL = {
  ...ROW,
  session: null,
  sellerName: null,
  items: [{ id: 'i1', sector: { name: 'Pista' }, ticket: { title: 'Inteira' }, lot: { title: '1º lote' }, unitPrice: 60000, quantity: 2, canceledQuantity: 0 }],
  payments: [{ id: 'p1', method: '@CREDIT_CARD', amount: 122000, status: '@APPROVED', received: null, change: null, installments: 3, gateway: '@MERCADOPAGO', gatewayReference: '1234567890' }],
  refunds: [{ id: 'r1', type: '@FEES', amount: 2000, feesAmount: 2000, status: '@DONE', method: '@CREDIT_CARD', gateway: '@MERCADOPAGO', gatewayReference: '1', gatewayMessage: null, reason: null, ticketIds: [], createdByName: 'Ana Beatriz Souza', createdAt: '2026-11-21T10:00:00Z', canRetry: false }],
  issuedTickets: [],
  messages: [],
  timeline: [
    { type: '@CREATED', at: '2026-11-20T14:59:00Z' },
    { type: '@REFUND', at: '2026-11-21T10:00:00Z', refundType: '@FEES', amount: 2000, status: '@DONE' },
  ],
  paid: 122000,
  refunded: 2000,
  refundPending: 0,
  held: { tickets: 120000, fees: 0, total: 120000 },
  can: { refundFees: false, refundTickets: true, cancel: false, resend: true },
} as unknown as OrderDetail;

function provider() {
  return testDataProvider({
    getList: vi.fn(async () => ({ data: [ROW] as never, total: 1 })),
    // The whole order comes a moment later than the list's row.
    getOne: vi.fn(() => new Promise<{ data: never }>((resolve) => setTimeout(() => resolve({ data: DETAIL as never }), 50))) as never,
  });
}

describe('orders in the app', () => {
  it('lists orders with their status in words and money in R$, and opens one from its row', async () => {
    render(renderApp('/orders', { dataProvider: provider() }));
    const row = (await screen.findByText('A1B2C3D4E5F6')).closest('tr')!;
    expect(within(row).getByText('Parcialmente estornado')).toBeInTheDocument();
    expect(within(row).getByText('R$ 1.220,00')).toBeInTheDocument();
    expect(within(row).getByText('Cartão de crédito')).toBeInTheDocument();
    fireEvent.click(row);
    expect(await screen.findByRole('heading', { name: 'Pedido A1B2C3D4E5F6', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Pista · Inteira · 1º lote')).toBeInTheDocument();
    expect(screen.queryByText('Ocorreu um problema')).toBeNull();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('(81) 98765-4321')).toBeInTheDocument();
    const refunds = screen.getByRole('region', { name: 'Estornos' });
    expect(within(refunds).getByText('Somente as taxas')).toBeInTheDocument();
    expect(within(refunds).getByText('Estornado')).toBeInTheDocument();
    // The order still has tickets to refund and can be resent; it is paid, so no cancel.
    expect(screen.getByRole('button', { name: 'Estornar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar ingressos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('keeps the page from a producer, as the menu does (ticket-office-only entries)', async () => {
    render(renderApp('/orders/o1/show', { dataProvider: provider(), user: { ...USERS.admin, permissions: ['@PRODUCER'] } }));
    // Producers do not see ticket-office-only pages (spec 1 section 6): the no-permission page.
    await waitFor(() => expect(screen.getByText('Você não tem permissão para acessar essa página.')).toBeInTheDocument());
  });
});
