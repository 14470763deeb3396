/**
 * What the CSV worker does with each request (csv.worker.ts wires it to the worker's messages;
 * component tests run it in process). 'parse' reads the file, detects the columns on its first
 * rows and maps every chunk as papaparse hands it over, answering once. Only the text is kept, not
 * the rows: a 'map' (a new start row or column) parses it again, which costs about what mapping
 * kept rows would, while 100,000 kept rows would survive into the old generation and make every
 * garbage collection of the first pass copy them (measured: 40% of the time went to the collector).
 */
import type { CourtesySendType } from '../../../shared/resources/courtesies/contacts';
import { createRowMapper, detectColumns, type ColumnMapping, type RowMapper } from './csvColumns';
import { decodeCsv } from './decodeCsv';
import { parseCsv } from './parseCsv';
import { PREVIEW_ROWS, PROGRESS_AFTER_MS, toCsvResult, type CsvAnswer, type CsvRequest } from './csvProtocol';

/** Calls `post(done)` when work started PROGRESS_AFTER_MS ago and the last call is as old. */
function throttled(post: (done: number) => void): (done: number) => void {
  let next = performance.now() + PROGRESS_AFTER_MS;
  return (done) => {
    const now = performance.now();
    if (now < next) return;
    next = now + PROGRESS_AFTER_MS;
    post(done);
  };
}

/**
 * The text's rows mapped with `given`, or with the columns detected on its first rows; the rows
 * themselves are dropped chunk by chunk.
 */
export function readContacts(text: string, type: CourtesySendType, given: ColumnMapping | null, onProgress?: (done: number) => void) {
  const preview: string[][] = [];
  let rowCount = 0;
  let job: { mapping: ColumnMapping; mapper: RowMapper } | null = null;
  const begin = () => {
    const mapping = given ?? detectColumns(preview, type);
    job = { mapping, mapper: createRowMapper(mapping, type) };
    preview.forEach((row, i) => job!.mapper.add(row, i));
    return job;
  };
  parseCsv(text, (chunk, done) => {
    for (const row of chunk) {
      if (job) job.mapper.add(row, rowCount);
      else {
        preview.push(row);
        if (preview.length === PREVIEW_ROWS) begin();
      }
      rowCount++;
    }
    onProgress?.(done);
  });
  const { mapping, mapper } = job ?? begin();
  return { rowCount, preview, mapping, result: mapper.finish() };
}

export function createCsvRequests(post: (answer: CsvAnswer, transfer?: Transferable[]) => void): (request: CsvRequest) => Promise<void> {
  let text = '';
  return async (request) => {
    const { id } = request;
    try {
      if (request.kind === 'parse') {
        text = '';
        text = decodeCsv(await request.file.arrayBuffer());
        const progress = throttled((done) => post({ kind: 'progress', id, stage: 'parse', done }));
        const { result: rows, ...read } = readContacts(text, request.type, null, progress);
        const { result, transfer } = toCsvResult(rows);
        post({ kind: 'parsed', id, type: request.type, ...read, result }, transfer);
      } else {
        const progress = throttled((done) => post({ kind: 'progress', id, stage: 'map', done }));
        const { result, transfer } = toCsvResult(readContacts(text, request.type, request.mapping, progress).result);
        post({ kind: 'mapped', id, result }, transfer);
      }
    } catch (error) {
      post({ kind: 'error', id, message: String((error as Error)?.message ?? error) });
    }
  };
}
