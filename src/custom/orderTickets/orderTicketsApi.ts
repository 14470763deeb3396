/**
 * The buyer's call (contract: POST /api/public/order-tickets): no login, the token in the body.
 * Not a data provider method: the page opens in the light public shell, which has no data
 * provider (src/custom/PublicShell.tsx). Injected by context so component tests answer it.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';
import type { PublicOrderTickets } from '../../resources/orders/orderTypes';

export function createOrderTicketsApi(http: HttpClient) {
  return {
    /** The token travels in the body, never in an address. */
    get: async (token: string) => (await http<PublicOrderTickets>('/public/order-tickets', { method: 'POST', body: { token }, auth: false })).json,
  };
}

export type OrderTicketsApi = ReturnType<typeof createOrderTicketsApi>;

export const OrderTicketsApiContext = createContext<OrderTicketsApi>(createOrderTicketsApi(httpClient));
export const useOrderTicketsApi = () => useContext(OrderTicketsApiContext);
