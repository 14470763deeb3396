/**
 * The customers CSV (GET /business/customers/downloadable), written page by page as the client
 * reads it: keyset pages of EXPORT_PAGE rows over (created_at, id), so the server holds one page
 * at a time whatever the number of buyers, on PGlite (one connection, never held for the whole
 * file) as on PostgreSQL (no transaction open while the client downloads). A failure after the
 * first bytes destroys the stream, so the client sees a broken download, never a short file.
 */
import type { Db } from '../../db/types';
import type { CustomerQuery } from './query';
import { customerWhere, exportPageQuery, type Row, type Where } from './select';
import { presentCustomer } from './present';
import { BOM, csvHeader, csvLine } from './csv';

export const EXPORT_PAGE = 1000;

type Filters = Pick<CustomerQuery, 'search' | 'eventId' | 'startAt' | 'endAt'>;

type Cursor = { at: string; id: string };

/** One page of the file as text, and where the next starts (none after the last page). */
async function csvPage(db: Db, w: Where, after: Cursor | undefined, pageSize: number): Promise<{ text: string; next?: Cursor }> {
  const { sql, params } = exportPageQuery(w, after, pageSize);
  const { rows } = await db.query<Row & { cursor_at: string; orders: number; tickets: number; spent: string | number }>(sql, params);
  const text = rows
    .map((r) => csvLine(presentCustomer(r, { ordersCount: Number(r.orders), ticketsCount: Number(r.tickets), totalSpent: Number(r.spent) })))
    .join('');
  const last = rows[rows.length - 1];
  // created_at as text keeps its microseconds, which a JavaScript Date would drop.
  return { text, next: rows.length === pageSize ? { at: last.cursor_at, id: String(last.id) } : undefined };
}

/**
 * The file's text in pieces: the BOM and header, then one piece per page of rows. Each page's
 * rows live only while their text is made, so a page waiting for a slow client holds its text alone.
 */
export async function* customerCsv(db: Db, businessId: string, q: Filters, pageSize = EXPORT_PAGE): AsyncGenerator<string> {
  yield BOM + csvHeader();
  const w = customerWhere(businessId, q);
  let after: Cursor | undefined;
  do {
    const page = await csvPage(db, w, after, pageSize);
    if (page.text) yield page.text;
    after = page.next;
  } while (after);
}

// Streaming is every export's (server/csv/stream.ts).
export { csvStream, startCsv } from '../../csv/stream';
