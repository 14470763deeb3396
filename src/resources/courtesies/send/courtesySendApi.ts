/**
 * Calls of the courtesy sending screen (/tmp contract: tickets-lots and send-courtesy). The HTTP
 * client is injected (CourtesySendApiContext) so component tests assert the exact bodies.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../../dataProvider/httpClient';
import type { CourtesySendType } from '../../../shared/resources/courtesies/contacts';
import type { CourtesyStats } from '../courtesiesApi';

export interface TicketLotOption {
  ticketId: string;
  lotId: string;
  ticketTitle: string;
  lotTitle: string;
  sectorName: string;
  sectorId: string;
  /** The lot's quantity less what it sold (courtesies included); 0 or less: sold out. */
  placesLeft: number;
}

export interface SendCourtesyBody {
  ticketId: string;
  lotId: string;
  type: CourtesySendType;
  contacts: string[];
  names?: (string | null)[];
  force?: boolean;
}

export interface AlreadySent {
  contact: string;
  courtesyId: string;
  createdAt: string;
}

export interface SendCourtesyAnswer {
  created: number;
  alreadySent: AlreadySent[];
}

const eventPath = (eventId: unknown) => `/events/${encodeURIComponent(String(eventId))}`;

export function createCourtesySendApi(http: HttpClient) {
  return {
    ticketsLots: async (eventId: unknown) => (await http<{ data: TicketLotOption[] }>(`${eventPath(eventId)}/tickets-lots`)).json.data,
    send: async (eventId: unknown, body: SendCourtesyBody) =>
      (await http<SendCourtesyAnswer>(`${eventPath(eventId)}/send-courtesy`, { method: 'POST', body })).json,
    /** The table's stats: the screen reads which send types are configured from them. */
    stats: async (eventId: unknown) => (await http<CourtesyStats>(`${eventPath(eventId)}/send-courtesy/reports`)).json,
  };
}

export type CourtesySendApi = ReturnType<typeof createCourtesySendApi>;

export const CourtesySendApiContext = createContext<CourtesySendApi>(createCourtesySendApi(httpClient));
export const useCourtesySendApi = () => useContext(CourtesySendApiContext);
