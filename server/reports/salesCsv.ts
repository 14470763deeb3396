/**
 * GET /events/{id}/reports/sales/downloadable: the sales list as a CSV (the customers export's
 * rules: server/csv/), newest first, every page of it: keyset pages of EXPORT_PAGE rows over
 * (created_at, id) descending, one statement per page and nothing held between pages, so memory
 * stays flat at a million sales and a sale made meanwhile is neither skipped nor repeated.
 */
import type { Db } from '../db/types';
import { translatePtBR } from '../../src/shared/catalogue';
import { formatDateTime } from '../../src/shared/dateTime';
import { formatDocument, formatPhone } from '../../src/shared/brazil';
import { fileDay, titleSlug } from '../../src/shared/reports/fileName';
import { BOM, csvMoney, csvRow } from '../csv/cells';
import { presentSale, SALE_COLUMNS, SALE_LINES, salesWhere, type SaleDbRow } from './sales';

export const EXPORT_PAGE = 1000;

const COLUMNS = ['code', 'createdAt', 'status', 'channel', 'buyer', 'cpf', 'email', 'phone', 'tickets', 'paymentMethods', 'gross', 'discounts', 'fees', 'total', 'refunded'] as const;

const label = (group: string, code: string) => translatePtBR(`resources.orders.choices.${group}.${code}`);

export const salesCsvHeader = () => csvRow(COLUMNS.map((c) => translatePtBR(`server.reports.salesCsv.${c}`)));

/** One sale as a line; what the buyer did not give is an empty cell. */
export function salesCsvLine(r: SaleDbRow): string {
  const s = presentSale(r);
  return csvRow([
    s.code,
    formatDateTime(s.createdAt),
    label('status', s.status),
    label('channel', s.channel),
    s.buyer.name,
    s.buyer.cpf ? formatDocument(s.buyer.cpf) : null,
    s.buyer.email,
    s.buyer.phone ? formatPhone(s.buyer.phone) : null,
    s.tickets,
    s.paymentMethods.map((m) => label('paymentMethod', m)).join(', '),
    csvMoney(s.gross),
    csvMoney(s.discounts),
    csvMoney(s.fees),
    csvMoney(s.total),
    csvMoney(s.refunded),
  ]);
}

type Cursor = { at: string; id: string };

/** The file in pieces: BOM and header, then one piece per page. */
export async function* salesCsv(db: Db, businessId: string, eventId: string, type?: string, pageSize = EXPORT_PAGE): AsyncGenerator<string> {
  yield BOM + salesCsvHeader();
  const where = salesWhere(businessId, eventId, type);
  let after: Cursor | undefined;
  do {
    const params = [...where.params];
    let cursor = '';
    if (after) {
      params.push(after.at, after.id);
      cursor = ` AND (o.created_at, o.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
    }
    const { rows } = await db.query<SaleDbRow>(
      `SELECT ${SALE_COLUMNS} FROM orders o ${SALE_LINES} WHERE ${where.sql}${cursor} ORDER BY o.created_at DESC, o.id DESC LIMIT ${pageSize}`,
      params,
    );
    if (rows.length) yield rows.map(salesCsvLine).join('');
    const last = rows[rows.length - 1];
    // created_at as text keeps its microseconds, which a JavaScript Date would drop.
    after = rows.length === pageSize ? { at: last.cursor_at, id: last.id } : undefined;
  } while (after);
}

/** 'vendas-festival-de-forro-24-11-2026.csv': the event's title and the day of the export in São Paulo. */
export function salesCsvFileName(title: string | null, now = new Date()): string {
  const slug = titleSlug(title) || translatePtBR('server.reports.salesCsv.untitled');
  return translatePtBR('server.reports.salesCsv.fileName', { event: slug, date: fileDay(now) });
}
