/**
 * Customer calls beyond CRUD, as data provider methods (STYLE.md example 14): the CSV export of
 * the list's filters, read as it streams so the page can show its progress, and handed over as a
 * file only once it arrived whole (a cut download is an error, never a saved file).
 */
import type { HttpClient, SessionHttpClient } from '../../dataProvider/httpClient';
import { customers } from '../../shared/resources/customers/definition';
import { downloadCsv } from '../../framework/csvDownload';

export interface CustomerExportParams {
  /** The list's filter: search, eventId, startAt, endAt (ISO instants). */
  filter: Record<string, unknown>;
  /** Rows received so far. */
  onProgress?: (rows: number) => void;
  signal?: AbortSignal;
  /** The file's name when the answer names none. */
  fallbackName: string;
}

export interface CustomerExport {
  blob: Blob;
  fileName: string;
  rows: number;
}

export function customerCalls(http: HttpClient & Partial<Pick<SessionHttpClient, 'stream'>>) {
  return {
    exportCustomers: ({ filter, ...params }: CustomerExportParams): Promise<CustomerExport> => downloadCsv(http, `${customers.path}/downloadable`, { query: filter, ...params }),
  };
}
