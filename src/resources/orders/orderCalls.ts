/**
 * The orders' calls beyond CRUD, as methods of the one data provider (STYLE.md item 14): the refund
 * preview, refund, retry, cancel and resend (the buyer's page has its own call:
 * src/custom/orderTickets/orderTicketsApi.ts). Lists and the record are the
 * provider's getList / getOne on 'orders'.
 */
import { useDataProvider } from 'react-admin';
import type { HttpClient } from '../../dataProvider/httpClient';
import type { RefundType } from '../../shared/resources/orders/codes';
import type { OrderDetail, RefundAnswer, RefundPreview } from './orderTypes';

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
  };
}

export type OrderCalls = ReturnType<typeof orderCalls>;

export const useOrderCalls = () => useDataProvider() as unknown as OrderCalls;
