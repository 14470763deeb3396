/**
 * A CSV the API streams (the customers and sales exports), read as it arrives so the page can show
 * its progress, and handed over as a file only once it arrived whole: a download cut by the server
 * or the network rejects, never a short file saved.
 */
import type { HttpClient, SessionHttpClient } from '../dataProvider/httpClient';
import { CsvRowCounter, fileNameOf } from '../resources/customers/csvRows';

export interface CsvDownloadParams {
  query?: Record<string, unknown>;
  /** Rows received so far. */
  onProgress?: (rows: number) => void;
  signal?: AbortSignal;
  /** The file's name when the answer names none. */
  fallbackName: string;
}

export interface CsvFile {
  blob: Blob;
  fileName: string;
  rows: number;
}

export async function downloadCsv(http: HttpClient & Partial<Pick<SessionHttpClient, 'stream'>>, path: string, { query, onProgress, signal, fallbackName }: CsvDownloadParams): Promise<CsvFile> {
  if (!http.stream) throw new Error('downloadCsv needs a client that streams');
  const response = await http.stream(path, { query });
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  const counter = new CsvRowCounter();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel);
  try {
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
}
