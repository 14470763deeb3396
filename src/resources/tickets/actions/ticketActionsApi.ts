/**
 * Calls of the ticket actions panel and the ticket detail page (docs/api-contract.md,
 * "Sectors, tickets and lots"). The HTTP client is injected (TicketActionsApiContext) so
 * component tests assert the exact routes.
 */
import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';
import { httpClient, type HttpClient } from '../../../dataProvider/httpClient';
import { buildPath } from '../../../shared/definition';
import { tickets } from '../../../shared/resources/tickets/definition';

/** The POS search pages 20 at a time (spec 1 section 9). */
export const POS_PAGE_SIZE = 20;

export interface HiddenLink {
  id: string;
  code: string;
  isActive: boolean;
  url: string | null;
}

export interface PosRecord extends RaRecord {
  name: string;
  device?: string | null;
  isActive?: boolean;
  connectedTicketIds?: string[];
}

export interface Page<T> {
  data: T[];
  pagination: { currentPage: number; nextPage: number | null; totalPages: number; totalItems: number; totalItemsCurrentPage: number };
}

/** The ticket's own address: /events/{eventId}/{sectorId}/tickets/{id}. */
const ticketPath = (eventId: unknown, sectorId: unknown, id: unknown) =>
  `${buildPath(tickets.path, { eventId, sectorId })}/${encodeURIComponent(String(id))}`;
const eventPath = (eventId: unknown) => `/events/${encodeURIComponent(String(eventId))}`;

export function createTicketActionsApi(http: HttpClient) {
  return {
    ticket: async (eventId: unknown, sectorId: unknown, id: unknown) => (await http<RaRecord>(ticketPath(eventId, sectorId, id))).json,
    showInSite: async (t: RaRecord, showInSite: boolean) =>
      (await http<RaRecord>(`${ticketPath(t.eventId, t.sectorId, t.id)}/show-in-site`, { method: 'PATCH', body: { showInSite } })).json,
    showInPOS: async (t: RaRecord, showInPOS: boolean) =>
      (await http<RaRecord>(`${ticketPath(t.eventId, t.sectorId, t.id)}/show-in-pos`, { method: 'PATCH', body: { showInPOS } })).json,
    connectedPos: async (eventId: unknown, sectorId: unknown, id: unknown) =>
      (await http<{ data: PosRecord[] }>(`${ticketPath(eventId, sectorId, id)}/connected-pos`)).json.data,
    connectPos: async (t: RaRecord, posIds: string[]) =>
      (await http<RaRecord>(`${ticketPath(t.eventId, t.sectorId, t.id)}/connect-in-pos`, { method: 'PUT', body: { posIds } })).json,
    searchPos: async (eventId: unknown, query: { search?: string; page: number }) =>
      (await http<Page<PosRecord>>(`${eventPath(eventId)}/pos-connected`, { query: { ...query, limit: POS_PAGE_SIZE } })).json,
    createHiddenLink: async (t: RaRecord) =>
      (await http<HiddenLink>(`${eventPath(t.eventId)}/tickets/${encodeURIComponent(String(t.id))}/hidden-link`, { method: 'POST' })).json,
    setHiddenLinkActive: async (t: RaRecord, linkId: string, isActive: boolean) =>
      (
        await http<HiddenLink>(`${eventPath(t.eventId)}/tickets/${encodeURIComponent(String(t.id))}/hidden-link/${encodeURIComponent(linkId)}`, {
          method: 'PATCH',
          body: { isActive },
        })
      ).json,
    /** The sector's tickets with their lots (sold and status included). */
    ticketsWithLots: async (eventId: unknown, sectorId: unknown) =>
      (await http<{ data: RaRecord[] }>(`${eventPath(eventId)}/tickets-all-lots`, { query: { sectorIds: sectorId } })).json.data,
    sessions: async (eventId: unknown) => (await http<{ data: RaRecord[] }>(`${eventPath(eventId)}/sessions`, { query: { limit: 9999 } })).json.data,
  };
}

export type TicketActionsApi = ReturnType<typeof createTicketActionsApi>;

export const TicketActionsApiContext = createContext<TicketActionsApi>(createTicketActionsApi(httpClient));
export const useTicketActionsApi = () => useContext(TicketActionsApiContext);
