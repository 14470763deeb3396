/**
 * Customer calls beyond CRUD, as data provider methods (STYLE.md example 14): the CSV export of
 * the list's filters, read as it streams so the page can show its progress, and handed over as a
 * file only once it arrived whole (a cut download is an error, never a saved file).
 */
import type { HttpClient, SessionHttpClient } from '../../dataProvider/httpClient';
import { customers } from '../../shared/resources/customers/definition';
import { CsvRowCounter, fileNameOf } from './csvRows';

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
    async exportCustomers({ filter, onProgress, signal, fallbackName }: CustomerExportParams): Promise<CustomerExport> {
      if (!http.stream) throw new Error('exportCustomers needs a client that streams');
      const response = await http.stream(`${customers.path}/downloadable`, { query: filter });
      const reader = response.body!.getReader();
      const chunks: Uint8Array[] = [];
      const counter = new CsvRowCounter();
      const cancel = () => void reader.cancel().catch(() => undefined);
      signal?.addEventListener('abort', cancel);
      try {
        // A download cut by the server or the network rejects here.
        for (let next = await reader.read(); !next.done; next = await reader.read()) {
          chunks.push(next.value);
          counter.add(next.value);
          onProgress?.(counter.rows);
        }
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
      if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return {
        blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
        fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
        rows: counter.rows,
      };
    },
  };
}
