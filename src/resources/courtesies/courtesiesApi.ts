/**
 * Calls of the courtesy table and detail (/tmp contract, spec 1 section 7 "courtesies"). The HTTP
 * client is injected (CourtesiesApiContext) so component tests assert the exact routes.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';
import type { CourtesySendType } from '../../shared/resources/courtesies/contacts';

export const courtesiesPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}/advantages-and-services/courtesies`;

/** Spec 1 section 9: courtesies page 10 at a time. */
export const COURTESIES_PAGE_SIZE = 10;

/** '@SENT' only when the SMTP server / WhatsApp API accepted it; '@OUTBOX' when that type has no server configured. */
export type DeliveryStatus = '@QUEUED' | '@SENT' | '@FAILED' | '@OUTBOX';

/** Whether the server delivers each send type (else its messages stay in the outbox). */
export type DeliveryChannels = Record<CourtesySendType, boolean>;

export interface Courtesy {
  id: string;
  eventId: string;
  name: string | null;
  contact: string;
  sendBy: CourtesySendType;
  isCaptured: boolean;
  capturedAt: string | null;
  canceledAt: string | null;
  deliveryStatus: DeliveryStatus;
  deliveryError: string | null;
  attempts: number;
  sentAt: string | null;
  createdAt: string;
  redeemUrl: string | null;
  userTicket: {
    id: string;
    code: string;
    orderItem: { sector: { id: string; name: string } | null; ticket: { id: string; title: string } | null; lot: { id: string; title: string } | null };
  } | null;
}

export interface CourtesyStats {
  totalCaptured: number;
  totalCourtesiesSent: number;
  totalUncaptured: number;
  queued: number;
  sent: number;
  failed: number;
  outbox: number;
  channels: DeliveryChannels;
}

export interface CourtesyPage {
  data: Courtesy[];
  pagination: { currentPage: number; nextPage: number | null; totalPages: number; totalItems: number; totalItemsCurrentPage: number };
}

export interface CourtesyListQuery {
  page: number;
  search?: string;
  /** 'true' | 'false' | '' (any). */
  isCaptured?: string;
  /** '@EMAIL' | '@WHATSAPP' | '' (any). */
  type?: string;
}

const base = (eventId: unknown) => `/events/${encodeURIComponent(String(eventId))}/send-courtesy`;
const one = (eventId: unknown, id: unknown) => `${base(eventId)}/${encodeURIComponent(String(id))}`;

export function createCourtesiesApi(http: HttpClient) {
  return {
    list: async (eventId: unknown, query: CourtesyListQuery) =>
      (await http<CourtesyPage>(base(eventId), { query: { ...query, limit: COURTESIES_PAGE_SIZE } })).json,
    stats: async (eventId: unknown) => (await http<CourtesyStats>(`${base(eventId)}/reports`)).json,
    get: async (eventId: unknown, id: unknown) => (await http<Courtesy>(one(eventId, id))).json,
    resend: async (eventId: unknown, id: unknown) => (await http<Courtesy>(`${one(eventId, id)}/resend`, { method: 'POST' })).json,
    cancel: async (eventId: unknown, id: unknown) => (await http<Courtesy>(one(eventId, id), { method: 'DELETE' })).json,
    resendAll: async (eventId: unknown) => (await http<{ queued: number }>(`${base(eventId)}/resend-all`, { method: 'POST' })).json,
  };
}

export type CourtesiesApi = ReturnType<typeof createCourtesiesApi>;

export const CourtesiesApiContext = createContext<CourtesiesApi>(createCourtesiesApi(httpClient));
export const useCourtesiesApi = () => useContext(CourtesiesApiContext);

/** Query keys under 'courtesies': a realtime change of that resource refreshes them. */
export const courtesyKeys = {
  all: (eventId: unknown) => ['courtesies', String(eventId)] as const,
  list: (eventId: unknown, query: CourtesyListQuery) => ['courtesies', String(eventId), 'list', query] as const,
  stats: (eventId: unknown) => ['courtesies', String(eventId), 'stats'] as const,
  one: (eventId: unknown, id: unknown) => ['courtesies', String(eventId), 'one', String(id)] as const,
};
