/**
 * A CSV as Excel opens it in pt-BR (DESIGN section 7): UTF-8 with a BOM, ';' between cells, CRLF
 * between lines, money 1.234,56. A cell a spreadsheet would run as a formula (starting with =, +,
 * -, @, tab or CR) gets a leading quote. Every export of the API writes its cells with these.
 */
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

/** Cells as one line. */
export const csvRow = (cells: readonly unknown[]) => cells.map(csvCell).join(SEPARATOR) + LINE_END;

/** `attachment; filename=...` with the UTF-8 form too (RFC 6266), for any name the catalogue gives. */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
