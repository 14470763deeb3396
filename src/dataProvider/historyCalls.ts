/**
 * The history of changes and the payment gateways screen (issue 14; docs/history.md,
 * docs/api-contract.md): methods of the one data provider, reached through useDataProvider.
 */
import { useDataProvider, type DataProvider } from 'react-admin';
import type { HttpClient } from './httpClient';

export interface HistoryEntry {
  id: string;
  createdAt: string;
  actor: { id: string; name: string; email: string } | null;
  resource: string;
  recordId: string;
  label: string | null;
  action: '@CREATE' | '@UPDATE' | '@DELETE';
  changed: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Names of the records before/after refer to by id (only those the caller may read). */
  refs?: Record<string, string>;
}

export interface HistoryPage {
  data: HistoryEntry[];
  pagination: { currentPage: number; nextPage: number | null; totalPages: number; totalItems: number; totalItemsCurrentPage: number };
}

export interface HistoryFilters {
  page?: number;
  limit?: number;
  actorId?: string;
  resource?: string;
  startAt?: string;
  endAt?: string;
}

export interface HistoryActor {
  id: string;
  name: string;
  email: string;
}

export interface ConnectionAnswer {
  ok: boolean;
  message: string;
}

export interface HistoryCalls {
  auditLog(filters: HistoryFilters): Promise<HistoryPage>;
  auditActors(): Promise<HistoryActor[]>;
  recordHistory(resource: string, recordId: string, page?: number): Promise<HistoryPage>;
  testGatewayConnection(body: { gateway: string; id?: string; productionApiSecret?: string }): Promise<ConnectionAnswer>;
}

export function historyCalls(http: HttpClient): HistoryCalls {
  return {
    auditLog: async (filters) => (await http<HistoryPage>('/audit-log', { query: { ...filters } })).json,
    auditActors: async () => (await http<{ data: HistoryActor[] }>('/audit-log/actors')).json.data,
    recordHistory: async (resource, recordId, page = 1) =>
      (await http<HistoryPage>(`/audit-log/records/${encodeURIComponent(resource)}/${encodeURIComponent(recordId)}`, { query: { page, limit: 50 } })).json,
    testGatewayConnection: async (body) => (await http<ConnectionAnswer>('/payment-accounts/test-connection', { method: 'POST', body })).json,
  };
}

export const useHistoryApi = () => useDataProvider<DataProvider & HistoryCalls>();
