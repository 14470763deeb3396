/**
 * Parses the courtesy CSV off the main thread (spec 1 section 4: a 100,000-row file leaves the
 * page responsive): 'parse' reads the file once and keeps its rows here; each 'map' (a new
 * start row or column) normalises and de-duplicates them again without re-reading the file.
 */
import { mapRows } from './csvColumns';
import { decodeCsv } from './decodeCsv';
import { parseCsv } from './parseCsv';
import { PREVIEW_ROWS, type CsvAnswer, type CsvRequest } from './csvProtocol';

// tsconfig's lib is DOM: type the worker scope by what is used.
const scope = self as unknown as { postMessage(answer: CsvAnswer): void; onmessage: ((e: MessageEvent<CsvRequest>) => void) | null };

let rows: string[][] = [];

scope.onmessage = async ({ data: request }) => {
  const { id } = request;
  try {
    if (request.kind === 'parse') {
      rows = [];
      const text = decodeCsv(await request.file.arrayBuffer());
      rows = parseCsv(text, (done) => scope.postMessage({ kind: 'progress', id, stage: 'parse', done }));
      scope.postMessage({ kind: 'parsed', id, rowCount: rows.length, preview: rows.slice(0, PREVIEW_ROWS) });
    } else {
      const total = Math.max(1, rows.length);
      const result = mapRows(rows, request.mapping, request.type, (done) => scope.postMessage({ kind: 'progress', id, stage: 'map', done: done / total }));
      scope.postMessage({ kind: 'mapped', id, result });
    }
  } catch (error) {
    scope.postMessage({ kind: 'error', id, message: String((error as Error)?.message ?? error) });
  }
};
