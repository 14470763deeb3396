/**
 * Which tender a refund's money goes back through (docs/orders.md, "Refunds"): the gateway payment
 * when the order was paid through one (card or Pix on the site), else the counter's cash (box
 * office and POS tenders have no gateway here: staff hand the money back, from their cash session
 * when one is open). One tender per refund: an order paid partly through a gateway and partly
 * otherwise is refunded through the gateway up to what that payment can still return.
 */
import type { Gateway } from '../../payments/gateways';
import { cents, type PaymentRow, type RefundRow } from './store';

export interface Tender {
  paymentId: string | null;
  method: string;
  gateway: Gateway | null;
  accountId: string | null;
  reference: string | null;
  /** The whole payment, nothing returned from it before (MercadoPago then gets an empty body). */
  full: boolean;
}

const roomOf = (p: PaymentRow, refunds: readonly RefundRow[]) =>
  cents(p.amount) - refunds.filter((r) => r.payment_id === p.id && r.status !== '@FAILED').reduce((a, r) => a + cents(r.amount), 0);

export function chooseTender(payments: readonly PaymentRow[], refunds: readonly RefundRow[], amount: number): Tender | { refusal: 'beyondTender'; method: string; room: number } {
  const approved = payments.filter((p) => p.status === '@APPROVED').map((p) => ({ p, room: roomOf(p, refunds) }));
  const byRoom = (a: { room: number }, b: { room: number }) => b.room - a.room;
  const viaGateway = approved.filter(({ p, room }) => p.gateway && p.gateway_reference && room > 0).sort(byRoom)[0];
  if (viaGateway) {
    const { p, room } = viaGateway;
    if (amount > room) return { refusal: 'beyondTender', method: p.method, room };
    return {
      paymentId: p.id,
      method: p.method,
      gateway: p.gateway,
      accountId: p.payment_account_id,
      reference: p.gateway_reference,
      full: room === cents(p.amount) && amount === room,
    };
  }
  const counter = approved.filter(({ room }) => room > 0).sort(byRoom)[0];
  return { paymentId: counter?.p.id ?? null, method: '@CASH', gateway: null, accountId: null, reference: null, full: false };
}
