/**
 * The event calls that are not CRUD (docs/api-contract.md, "Events"): create a draft,
 * publish, unpublish, duplicate, images, payment settings and postal-code lookup. The HTTP client is injected
 * (EventApiContext) so component tests assert the exact calls.
 */
import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';
import { onlyDigits } from '../../shared/brazil';
import type { PaymentMethodSettings, PosFees, TaxMethod, TaxSettings } from '../../shared/resources/events/payments';

export interface TaxMethods {
  current: TaxMethod;
  serviceFee: number;
  methods: { id: TaxMethod; name: string; description: string; current: boolean }[];
}

export interface EventImages {
  primaryImage: string | null;
  images: { id: string; url: string; isPrimary: boolean }[];
}

export interface CepAnswer {
  zipCode: string;
  street: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
}

const item = (id: unknown) => `/events/${encodeURIComponent(String(id))}`;

export function createEventApi(http: HttpClient) {
  return {
    publish: async (id: unknown) => (await http<RaRecord>(`${item(id)}/publish`, { method: 'PATCH' })).json,
    unpublish: async (id: unknown) => (await http<RaRecord>(`${item(id)}/unpublish`, { method: 'PATCH' })).json,
    duplicate: async (id: unknown) => (await http<RaRecord>(`${item(id)}/duplicate`, { method: 'POST' })).json,
    images: async (id: unknown) => (await http<EventImages>(`${item(id)}/images`)).json,
    addImage: async (id: unknown, data: string, primary?: boolean) =>
      (await http<EventImages>(`${item(id)}/images`, { method: 'PUT', body: primary === undefined ? { data } : { data, primary } })).json,
    removeImage: async (id: unknown, imageId: string) =>
      (await http<EventImages>(`${item(id)}/images`, { method: 'DELETE', query: { imageId } })).json,
    taxMethods: async (id: unknown) => (await http<TaxMethods>(`${item(id)}/tax-methods`)).json,
    setTax: async (id: unknown, body: TaxSettings) => (await http<TaxSettings>(`${item(id)}/tax`, { method: 'PATCH', body })).json,
    setPaymentMethods: async (id: unknown, body: PaymentMethodSettings) =>
      (await http<PaymentMethodSettings>(`${item(id)}/payment-methods`, { method: 'PATCH', body })).json,
    posFees: async (id: unknown) => (await http<PosFees>(`${item(id)}/pos-fees`)).json,
    setPosFees: async (id: unknown, body: PosFees) => (await http<PosFees>(`${item(id)}/pos-fees`, { method: 'PATCH', body })).json,
    cep: async (zip: string) => (await http<CepAnswer>(`/cep/${onlyDigits(zip)}`)).json,
  };
}

export type EventApi = ReturnType<typeof createEventApi>;

export const EventApiContext = createContext<EventApi>(createEventApi(httpClient));
export const useEventApi = () => useContext(EventApiContext);
