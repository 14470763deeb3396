/**
 * What the CSV worker does with each request (csv.worker.ts wires it to the worker's messages;
 * component tests run it in process). 'parse' reads the file and maps it in one pass
 * (readContacts.ts), answering once. Only the text is kept, not the rows: a 'map' (a new start row
 * or column) reads it again, which costs about what mapping kept rows would, while 100,000 kept
 * rows would survive into the old generation and make every garbage collection of the first pass
 * copy them (measured: 40% of the time went to the collector).
 */
import { decodeCsv } from './decodeCsv';
import { PROGRESS_AFTER_MS, toCsvResult, type CsvAnswer, type CsvRequest } from './csvProtocol';
import { readContacts } from './readContacts';

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
