/**
 * Calls of an event's producers (docs/api-contract.md, "Producers of an event") and the
 * picker's search. The HTTP client is injected (EventProducersApiContext) so component tests
 * assert the exact calls.
 */
import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';
/** The list answer's pagination (DESIGN.md section 4). */
interface Pagination {
  currentPage: number;
  nextPage: number | null;
  totalPages: number;
  totalItems: number;
  totalItemsCurrentPage: number;
}

export interface ProducerRecord extends RaRecord {
  producerId?: string;
  corporateName?: string;
  email?: string;
  phoneNumber?: string | null;
  representative?: { profile?: { fullName?: string | null } | null } | null;
}

/** The picker loads every match at once (spec 1 section 9: 9999). */
export const PICKER_LIMIT = 9999;

const base = (eventId: unknown) => `/events/${encodeURIComponent(String(eventId))}/producers`;

export function createEventProducersApi(http: HttpClient) {
  return {
    list: async (eventId: unknown, query: { page: number; limit: number; search?: string }) =>
      (await http<{ data: ProducerRecord[]; pagination: Pagination }>(base(eventId), { query })).json,
    add: async (eventId: unknown, producerId: string) => (await http<ProducerRecord>(`${base(eventId)}/add`, { method: 'POST', body: { producerId } })).json,
    remove: async (eventId: unknown, producerId: string) => {
      await http(`${base(eventId)}/remove/${encodeURIComponent(producerId)}`, { method: 'DELETE' });
    },
    searchProducers: async (search: string) =>
      (await http<{ data: ProducerRecord[] }>('/producers', { query: { search, limit: PICKER_LIMIT } })).json.data,
  };
}

export type EventProducersApi = ReturnType<typeof createEventProducersApi>;

export const EventProducersApiContext = createContext<EventProducersApi>(createEventProducersApi(httpClient));
export const useEventProducersApi = () => useContext(EventProducersApiContext);
