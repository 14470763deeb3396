/**
 * Streaming a CSV made page by page (docs/customers.md, docs/reports.md): the first pages are read
 * before anything is answered (a database that fails then gets the usual error answer; one that
 * fails later breaks the download, never a short file), and the next page is read only when the
 * client took the last (backpressure), so the server holds one page whatever the file's size.
 */
import { once, type EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

/** The header and the first page, read before anything is answered. */
export async function startCsv(pieces: AsyncGenerator<string>): Promise<AsyncGenerator<string>> {
  const head: string[] = [];
  for (let i = 0; i < 2; i++) {
    const next = await pieces.next();
    if (next.done) break;
    head.push(next.value);
  }
  return (async function* () {
    yield* head;
    yield* pieces;
  })();
}

/** Waits for 'drain' or 'close', then takes both waits' listeners off: one wait per page adds none. */
async function drainedOrClosed(stream: EventEmitter): Promise<void> {
  const done = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: done.signal }), once(stream, 'close', { signal: done.signal })]);
  } finally {
    done.abort();
  }
}

/**
 * The stream an answer sends: gzip when the client takes it (a CSV shrinks about eightfold),
 * flushed after each page so the client sees its progress and the headers leave with the first
 * page; reading the next page waits until the client took the last one (backpressure).
 */
export function csvStream(pieces: AsyncIterable<string>, gzip: boolean): Readable {
  if (!gzip) return Readable.from(pieces, { objectMode: false });
  const zipped = createGzip();
  (async () => {
    for await (const piece of pieces) {
      // A client gone (the answer destroyed the stream): stop reading pages.
      if (zipped.destroyed) return;
      if (!zipped.write(piece)) await drainedOrClosed(zipped);
      if (zipped.destroyed) return;
      await new Promise<void>((resolve) => zipped.flush(() => resolve()));
    }
    zipped.end();
  })().catch((err: Error) => zipped.destroy(err));
  return zipped;
}
