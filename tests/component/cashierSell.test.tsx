/**
 * The sell screen's arithmetic (docs/cashier.md): quantities by keyboard, coupon, discount within
 * the limit, tenders with an empty amount completing the total and cash giving change, all live,
 * and the request the confirm sends; then the tickets with their QR codes.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import type { CashierCalls, CashierOrder, CatalogSector, SaleBody } from '../../src/dataProvider/cashierCalls';
import { renderApp, USERS } from './fixtures';

const SESSION = { id: 's1', status: '@OPEN', user: { id: 'u1', name: 'Márcia Gonçalves' }, openingFloat: 20000, openedAt: '2026-11-24T12:00:00Z', closedAt: null, closedBy: null, note: null, orders: 0, tickets: 0 };
const EVENT = { id: 'e1', title: 'Forró na Praça', startAt: '2026-12-14T22:00:00Z', endAt: null, location: null, city: null, posFees: { debit: 0, credit: 0, pix: 0, cash: 0 }, sessions: [] };
const CATALOG: CatalogSector[] = [
  {
    id: 'sec1',
    name: 'Pista',
    tickets: [
      { id: 't1', title: 'Inteira', category: '@ENTIRE', otherName: null, type: '@SINGLE', amountMultiple: null, cardBins: [], lots: [{ id: 'l1', title: '1º lote', price: 8000, left: 50, status: '@ON_SALE', sessionId: null }] },
      { id: 't2', title: 'Meia-entrada', category: '@HALF', otherName: null, type: '@SINGLE', amountMultiple: null, cardBins: [], lots: [{ id: 'l2', title: 'Lote único', price: 4000, left: 2, status: '@ON_SALE', sessionId: null }] },
      { id: 't3', title: 'Camarote', category: '@ENTIRE', otherName: null, type: '@SINGLE', amountMultiple: null, cardBins: [], lots: [{ id: 'l3', title: '1º lote', price: 20000, left: 0, status: '@SOLD_OUT', sessionId: null }] },
      { id: 't4', title: 'Cliente Parceiro', category: '@ENTIRE', otherName: null, type: '@SINGLE', amountMultiple: null, cardBins: ['Banco Parceiro · 123456'], lots: [{ id: 'l4', title: 'Pré-venda', price: 10000, left: 9, status: '@ON_SALE', sessionId: null }] },
    ],
  },
];

function setup(refusal?: unknown) {
  localStorage.clear();
  const sell = vi.fn(async (body: SaleBody): Promise<CashierOrder> => {
    if (refusal) throw refusal;
    return {
    id: 'o1',
    code: 'ABC123DEF456',
    status: '@PAID',
    createdAt: '2026-11-24T15:00:00Z',
    event: { id: 'e1', title: 'Forró na Praça' },
    session: null,
    seller: null,
    buyer: null,
    subtotal: 20000,
    couponCode: body.couponCode,
    couponDiscount: 2000,
    discount: body.discount,
    total: 17000,
    change: 3000,
    payments: [],
    items: [],
    tickets: [{ id: 'ut1', code: 'CODIGO0000000001', qr: 'CODIGO0000000001.assinatura', category: '@ENTIRE', sector: 'Pista', ticket: 'Inteira', lot: '1º lote', admits: 1, holderName: null }],
    messages: [],
    };
  });
  const calls: Partial<CashierCalls> = {
    cashierCurrentSession: async () => SESSION as never,
    cashierEvents: async () => [EVENT],
    cashierCatalog: async () => CATALOG,
    cashierSettings: async () => ({ discountLimit: 2000 }),
    cashierCoupon: async (_eventId, code) => ({ code, type: '@PERCENT', value: 1000, left: 5 }),
    sellAtCashier: sell,
  };
  render(renderApp('/cashier', { user: USERS.caixa, dataProvider: testDataProvider(calls as never) }));
  return { sell, user: userEvent.setup({ delay: null }) };
}

const amount = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\u00a0/g, ' ');

describe('the sell screen', () => {
  it('adds up tickets, coupon, discount and tenders as the server will, and sends that sale', async () => {
    const { sell, user } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Evento' }), 'e1');
    const inteira = await screen.findByRole('textbox', { name: 'Quantidade de Inteira – 1º lote' });
    // + and - on the keyboard, and typing.
    await user.click(inteira);
    await user.keyboard('+++-');
    expect(inteira).toHaveValue('2');
    const meia = screen.getByRole('textbox', { name: 'Quantidade de Meia-entrada – Lote único' });
    await user.type(meia, '9');
    expect(meia).toHaveValue('2'); // no more than the lot has left
    await user.keyboard('-');
    expect(screen.getByRole('textbox', { name: 'Quantidade de Camarote – 1º lote' })).toBeDisabled();
    expect(amount('sale-subtotal')).toBe('R$ 200,00');
    expect(amount('sale-total')).toBe('R$ 200,00');
    // The empty cash amount completes the total: no change.
    expect(amount('sale-received')).toBe('R$ 200,00');
    expect(amount('sale-change')).toBe('R$ 0,00');

    await user.type(screen.getByRole('textbox', { name: 'Cupom' }), 'dez{Enter}');
    expect(await screen.findByText('Cupom DEZ: 10,00%')).toBeInTheDocument();
    expect(amount('sale-coupon')).toBe('− R$ 20,00');
    expect(amount('discount-cap')).toBe('Até R$ 36,00 (limite de 20,00%)');
    await user.type(screen.getByRole('textbox', { name: 'Desconto' }), '10,00');
    expect(amount('sale-total')).toBe('R$ 170,00');

    // R$ 100,00 on credit, R$ 100,00 handed over in cash: R$ 30,00 of change.
    await user.type(screen.getByRole('textbox', { name: 'Valor recebido' }), '100,00');
    await user.click(screen.getByRole('button', { name: 'Adicionar forma de pagamento' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '100,00');
    expect(amount('sale-received')).toBe('R$ 200,00');
    expect(amount('sale-change')).toBe('R$ 30,00');
    expect(screen.getByRole('button', { name: 'Confirmar venda · R$ 170,00' })).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(sell).toHaveBeenCalledTimes(1));
    expect(sell.mock.calls[0][0]).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      eventId: 'e1',
      sessionId: null,
      items: [{ lotId: 'l1', quantity: 2 }, { lotId: 'l2', quantity: 1 }],
      buyer: null,
      couponCode: 'DEZ',
      discount: 1000,
      payments: [
        { method: '@CASH', amount: 10000, cardBin: null, installments: null },
        { method: '@CREDIT_CARD', amount: 10000, cardBin: null, installments: null },
      ],
    });
    // The tickets, with the change to hand back.
    expect(await screen.findByTestId('done-change')).toHaveTextContent('R$ 30,00');
    expect(await screen.findByRole('img', { name: 'QR code do ingresso CODIGO0000000001' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nova venda' }));
    expect(await screen.findByRole('textbox', { name: 'Quantidade de Inteira – 1º lote' })).toHaveValue('');
    // The whole App under jsdom, typed key by key: slow on a busy machine.
  }, 90_000);

  it('says what is missing and does not send a sale that is not paid', async () => {
    const { sell, user } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Evento' }), 'e1');
    await user.click(await screen.findByRole('textbox', { name: 'Quantidade de Inteira – 1º lote' }));
    await user.keyboard('+');
    await user.type(screen.getByRole('textbox', { name: 'Valor recebido' }), '50');
    expect(amount('sale-missing')).toBe('R$ 30,00');
    await user.click(screen.getByRole('button', { name: /^Confirmar venda/ }));
    expect(await screen.findByText('Faltam R$ 30,00 para completar o pagamento.')).toBeInTheDocument();
    expect(sell).not.toHaveBeenCalled();
    // A buyer's CPF is checked before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Comprador (opcional)' }));
    const region = screen.getByRole('region', { name: 'Comprador (opcional)' });
    await user.type(within(region).getByRole('textbox', { name: 'CPF' }), '12345678900');
    await user.clear(screen.getByRole('textbox', { name: 'Valor recebido' }));
    await user.click(screen.getByRole('button', { name: /^Confirmar venda/ }));
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    expect(sell).not.toHaveBeenCalled();
  }, 90_000);

  it('asks the first six digits of the card for a partner-card ticket and shows the server’s refusal under them', async () => {
    const refusal = Object.assign(new Error('Verifique os campos destacados.'), {
      status: 400,
      body: { errors: { 'payments.0.cardBin': 'Este cartão não é aceito para Cliente Parceiro.' } },
    });
    const { sell, user } = setup(refusal);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Evento' }), 'e1');
    expect(await screen.findByText('Só com os cartões: Banco Parceiro · 123456')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Quantidade de Cliente Parceiro – Pré-venda' }));
    await user.keyboard('+');
    // The cash tender became a credit card, with the BIN field.
    expect(await screen.findByRole('combobox', { name: 'Forma de pagamento' })).toHaveValue('@CREDIT_CARD');
    await user.type(screen.getByRole('textbox', { name: '6 primeiros dígitos' }), '654321');
    await user.click(screen.getByRole('button', { name: /^Confirmar venda/ }));
    await waitFor(() => expect(sell).toHaveBeenCalledTimes(1));
    expect(sell.mock.calls[0][0].payments).toEqual([{ method: '@CREDIT_CARD', amount: 10000, cardBin: '654321', installments: null }]);
    expect(await screen.findByText('Este cartão não é aceito para Cliente Parceiro.')).toBeInTheDocument();
  }, 90_000);
});
