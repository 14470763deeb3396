/**
 * The customers CSV as Excel opens it in pt-BR (DESIGN section 7): UTF-8 with a BOM, ';' between
 * cells, CRLF between lines, dates dd/MM/yyyy and money 1.234,56 in São Paulo's calendar. A cell
 * a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a leading quote.
 */
import { translatePtBR } from '../../../src/shared/catalogue';
import { formatDate, zonedParts } from '../../../src/shared/dateTime';
import { formatDocument, formatPhone } from '../../../src/shared/brazil';
import type { Row } from './select';

export const BOM = '\uFEFF';
export const SEPARATOR = ';';
export const LINE_END = '\r\n';

const DANGEROUS_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** One cell: neutralised, then quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (DANGEROUS_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const MONEY = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** Cents as a pt-BR number Excel reads as one: 123456 -> '1.234,56'. */
export const csvMoney = (cents: number) => MONEY.format(cents / 100);

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
