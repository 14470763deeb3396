/**
 * The customers CSV as Excel opens it in pt-BR (DESIGN section 7): UTF-8 with a BOM, ';' between
 * cells, CRLF between lines, dates dd/MM/yyyy and money 1.234,56 in São Paulo's calendar. A cell
 * a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a leading quote.
 */
import { translatePtBR } from '../../../src/shared/catalogue';
import { formatDate, zonedParts } from '../../../src/shared/dateTime';
import { formatDocument, formatPhone } from '../../../src/shared/brazil';
import type { Row } from './select';
import { csvCell, csvMoney, LINE_END, SEPARATOR } from '../../csv/cells';

// The cells' rules are every export's (server/csv/cells.ts).
export { BOM, csvCell, csvMoney, LINE_END, SEPARATOR } from '../../csv/cells';

const COLUMNS = ['name', 'cpf', 'email', 'phone', 'orders', 'tickets', 'totalSpent', 'lastOrderAt'] as const;

export const csvHeader = () => COLUMNS.map((c) => csvCell(translatePtBR(`server.customers.csv.${c}`))).join(SEPARATOR) + LINE_END;

/** A presented customer (present.ts) as one line; what the buyer did not give is an empty cell. */
export function csvLine(c: Row): string {
  const profile = (c.profile ?? {}) as Row;
  const cells = [
    profile.fullName,
    c.docCPF ? formatDocument(String(c.docCPF)) : null,
    c.email,
    profile.phoneNumber ? formatPhone(String(profile.phoneNumber)) : null,
    c.ordersCount,
    c.ticketsCount,
    csvMoney(Number(c.totalSpent ?? 0)),
    formatDate(c.lastOrderAt),
  ];
  return cells.map(csvCell).join(SEPARATOR) + LINE_END;
}

/** 'clientes-24-11-2026.csv': the day of the export in São Paulo. */
export function csvFileName(now = new Date()): string {
  const p = zonedParts(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return translatePtBR('server.customers.fileName', { date: `${pad(p.day)}-${pad(p.month)}-${p.year}` });
}
