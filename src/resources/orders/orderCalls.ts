/**
 * The orders' calls beyond CRUD, as methods of the one data provider (STYLE.md item 14): the refund
 * preview, refund, retry, cancel, resend, and the buyer's page. Lists and the record are the
 * provider's getList / getOne on 'orders'.
 */
import { useDataProvider } from 'react-admin';
import type { HttpClient } from '../../dataProvider/httpClient';
import type { RefundType } from '../../shared/resources/orders/codes';
import type { OrderDetail, PublicOrderTickets, RefundAnswer, RefundPreview } from './orderTypes';

const one = (id: string) => `/orders/${encodeURIComponent(id)}`;

export function orderCalls(http: HttpClient) {
  return {
    refundPreview: async (id: string, type: RefundType, ticketIds?: readonly string[]) =>
      (await http<RefundPreview>(`${one(id)}/refunds/preview`, { query: { type, ticketIds: ticketIds?.length ? ticketIds.join(',') : undefined } })).json,
    refundOrder: async (id: string, body: { type: RefundType; ticketIds?: readonly string[]; reason?: string }) =>
      (await http<RefundAnswer>(`${one(id)}/refunds`, { method: 'POST', body })).json,
    retryRefund: async (id: string, refundId: string) => (await http<RefundAnswer>(`${one(id)}/refunds/retry`, { method: 'POST', body: { refundId } })).json,
    cancelOrder: async (id: string) => (await http<OrderDetail>(`${one(id)}/cancel`, { method: 'POST' })).json,
    resendOrder: async (id: string, body: { channel: '@EMAIL' | '@WHATSAPP'; contact: string }) =>
      (await http<{ id: string }>(`${one(id)}/resend`, { method: 'POST', body })).json,
    /** The buyer's page: the token travels in the body, never in an address. */
    publicOrderTickets: async (token: string) =>
      (await http<PublicOrderTickets>('/public/order-tickets', { method: 'POST', body: { token }, auth: false })).json,
  };
}

export type OrderCalls = ReturnType<typeof orderCalls>;

export const useOrderCalls = () => useDataProvider() as unknown as OrderCalls;
