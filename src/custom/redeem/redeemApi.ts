/**
 * The guest's calls (contract: GET /api/public/courtesies/{id}, POST .../redeem): no login, no
 * token. Injected by context so component tests answer them.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';
import type { Preferences } from '../../layout/preferences';

export type PublicCourtesyStatus = '@AVAILABLE' | '@REDEEMED' | '@CANCELED';

export interface PublicCourtesy {
  id: string;
  status: PublicCourtesyStatus;
  name: string | null;
  contact: string;
  event: { id: string; title: string | null; startAt: string | null; endAt: string | null; city: string | null; state: string | null; primaryImage: string | null };
  ticket: { title: string; sectorName: string | null; lotTitle: string | null };
  /** Its colours and logo dress the page (null when the business set none). */
  business: { name: string } & Pick<Preferences, 'primaryColor' | 'secondaryColor' | 'logo'>;
  code?: string | null;
  /** What the ticket's QR code holds: the code and its signature, checked at the door. */
  qr?: string | null;
}

const path = (id: string) => `/public/courtesies/${encodeURIComponent(id)}`;

export function createRedeemApi(http: HttpClient) {
  return {
    get: async (id: string) => (await http<PublicCourtesy>(path(id), { auth: false })).json,
    redeem: async (id: string) => (await http<PublicCourtesy>(`${path(id)}/redeem`, { method: 'POST', auth: false })).json,
  };
}

export type RedeemApi = ReturnType<typeof createRedeemApi>;

export const RedeemApiContext = createContext<RedeemApi>(createRedeemApi(httpClient));
export const useRedeemApi = () => useContext(RedeemApiContext);
