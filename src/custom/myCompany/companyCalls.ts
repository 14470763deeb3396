/** The company calls of the /my-company screens (docs/api-contract.md, "My company"). */
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../dataProvider/httpClient';
import type { Preferences } from '../../layout/preferences';
import type { CardTheme, SalesTheme } from '../../shared/company/themes';
import type { SalesPageData } from '../themes/SalesPagePreview';

export interface LoggedBusiness {
  id: string;
  name: string;
  description: string | null;
  isTicketOffice: boolean;
  modules: string[];
  domainClient: string | null;
  preferences: Required<Pick<Preferences, 'primaryColor' | 'secondaryColor' | 'thirdColor' | 'logo' | 'icon'>>;
  /** Sent back with a write: a change made meanwhile by someone else refuses it (409). */
  updatedAt: string;
}

/** A write's answer carries the stamp the next write sends back. */
export type Stamped<T> = T & { updatedAt?: string | null };

/** The preferences of an answer without its stamp, for the cached theme. */
export const withoutStamp = <T extends object>({ updatedAt: _stamp, ...rest }: Stamped<T>): T => rest as T;

const get = async <T,>(path: string) => (await httpClient<T>(path)).json;

/** The caller's business; realtime 'business' changes refetch it (query key ['business', ...]). */
export const useLoggedBusiness = () => useQuery({ queryKey: ['business', 'logged'], queryFn: () => get<LoggedBusiness>('/business/logged') });

export const useSalesTheme = () => useQuery({ queryKey: ['salesPageTheme'], queryFn: () => get<Stamped<SalesTheme>>('/sales-page-theme') });

export const useCardTheme = (businessId: string | undefined) =>
  useQuery({ queryKey: ['eventCardTheme', businessId], enabled: Boolean(businessId), queryFn: () => get<Stamped<CardTheme>>(`/event-card-theme/${encodeURIComponent(businessId!)}`) });

/** The business's public sales page data: its published events, for the card preview. */
export const usePublicSalesPage = (businessId: string | undefined) =>
  useQuery({
    queryKey: ['events', 'salesPage', businessId],
    enabled: Boolean(businessId),
    queryFn: async () => (await httpClient<SalesPageData>(`/public/sales-page/${encodeURIComponent(businessId!)}`, { auth: false })).json,
  });

export const patch = async <T,>(path: string, body: unknown) => (await httpClient<T>(path, { method: 'PATCH', body })).json;
