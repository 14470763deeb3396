/**
 * The reports' calls, as methods of the one data provider (STYLE.md item 14): each report of an
 * event, the borderô's rates, the sales list and its CSV, the /reports page's events, and the
 * business's logo as bytes for the PDFs (GET /api/renderImage).
 */
import { useDataProvider } from 'react-admin';
import type { HttpClient, SessionHttpClient } from '../../dataProvider/httpClient';
import { downloadCsv, type CsvDownloadParams, type CsvFile } from '../../framework/csvDownload';
import type { DeductionRates } from '../../shared/resources/events/deductions';
import type { Bordero, ChannelReport, ConsolidatedReport, EventReportHeader, EventSummary, SaleRow, SectorsByPeriod, TicketUsageReport } from '../../shared/reports/types';

const reports = (eventId: string) => `/events/${encodeURIComponent(eventId)}/reports`;

export interface Page<T> {
  data: T[];
  total: number;
}

export function reportCalls(http: HttpClient & Partial<Pick<SessionHttpClient, 'stream'>>) {
  const get = async <T,>(path: string, query?: Record<string, unknown>) => (await http<T>(path, { query })).json;
  const page = async <T,>(path: string, query: Record<string, unknown>): Promise<Page<T>> => {
    const json = await get<{ data: T[]; pagination: { totalItems: number } }>(path, query);
    return { data: json.data, total: json.pagination.totalItems };
  };
  return {
    eventReportSummary: (eventId: string) => get<EventSummary>(reports(eventId)),
    eventReportConsolidated: (eventId: string) => get<ConsolidatedReport>(`${reports(eventId)}/consolidated`),
    eventReportChannels: (eventId: string) => get<ChannelReport>(`${reports(eventId)}/report-pos-and-site`),
    eventBordero: (eventId: string) => get<Bordero>(`${reports(eventId)}/consolidated2`),
    saveReportDeductions: async (eventId: string, rates: DeductionRates) =>
      (await http<DeductionRates>(`${reports(eventId)}/deductions`, { method: 'PATCH', body: rates })).json,
    eventTicketUsage: (eventId: string) => get<TicketUsageReport>(`${reports(eventId)}/ticket-usage`),
    eventSales: (eventId: string, query: { page: number; limit: number; type?: string }) => page<SaleRow>(`${reports(eventId)}/sales`, query),
    exportEventSales: (eventId: string, params: CsvDownloadParams): Promise<CsvFile> => downloadCsv(http, `${reports(eventId)}/sales/downloadable`, params),
    eventSectorsByPeriod: (eventId: string, query: { period?: string; startAt?: string; endAt?: string }) => get<SectorsByPeriod>(`/reports/${encodeURIComponent(eventId)}/sectors`, query),
    renderImage: async (url: string): Promise<Blob> => {
      if (!http.stream) throw new Error('renderImage needs a client that streams');
      return (await http.stream('/renderImage', { query: { url } })).blob();
    },
    eventReportHeaders: (query: { page: number; limit: number; search?: string }) => page<EventReportHeader>('/reports', query),
  };
}

export type ReportCalls = ReturnType<typeof reportCalls>;

export const useReportCalls = () => useDataProvider() as unknown as ReportCalls;
