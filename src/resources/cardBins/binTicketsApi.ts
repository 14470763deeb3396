/**
 * Tickets of an event with the BINs they are restricted to (docs/api-contract.md, "Coupons and
 * card BINs"): the event's ticket list and the call that replaces a ticket's BINs.
 */
import { httpClient } from '../../dataProvider/httpClient';

export interface BinTicket {
  id: string;
  sectorId: string;
  title: string;
  binIds: string[];
}

/** Under 'tickets': a realtime change of tickets (the PUT emits one) refreshes it. */
export const binTicketsKey = (eventId: unknown) => ['tickets', 'cardBinLinks', String(eventId)];

const eventPath = (eventId: unknown) => `/events/${encodeURIComponent(String(eventId))}`;

export const binTicketsApi = {
  list: async (eventId: unknown) => (await httpClient<{ data: BinTicket[] }>(`${eventPath(eventId)}/tickets/list`)).json.data,
  setBins: async (eventId: unknown, ticketId: string, binIds: string[]) =>
    (await httpClient<{ ticketId: string; binIds: string[] }>(`${eventPath(eventId)}/card-bin/tickets/${encodeURIComponent(ticketId)}`, { method: 'PUT', body: { binIds } })).json,
};
