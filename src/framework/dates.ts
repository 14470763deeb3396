/**
 * Dates of the product (spec 1 section 9: dd/MM/yyyy, pt-BR). Stored values are ISO 8601 UTC;
 * what the user reads and types is São Paulo's time (DESIGN section 4), whatever the browser's.
 */
import { formatDate, formatDateTime, zonedParts, zonedToUtc } from '../shared/dateTime';

// The formatting lives in src/shared so the server's messages write dates the same way.
export { formatDate, formatDateTime };

const YEAR = new Intl.DateTimeFormat('pt-BR', { year: 'numeric', timeZone: 'America/Sao_Paulo' });

/** 'yyyy' in São Paulo, or empty text for no date. */
export const formatYear = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? '' : YEAR.format(date);
};

/** 'dd/MM/yyyy HH:mm' typed by the user -> ISO UTC, or null when it is not a real date. */
export function parseDateTime(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour, minute] = m.slice(1).map(Number);
  const date = zonedToUtc(year, month, day, hour, minute);
  // 31/02 rolls over into March: refuse it instead of saving another day.
  const p = zonedParts(date);
  if (p.year !== year || p.month !== month || p.day !== day || p.hour !== hour || minute > 59) return null;
  return date.toISOString();
}

/** 'yyyy-MM-dd' of a date input -> ISO UTC of the start (or end) of that day in São Paulo. */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const [year, month, date] = m.slice(1).map(Number);
  const local = edge === 'start' ? zonedToUtc(year, month, date, 0, 0, 0, 0) : zonedToUtc(year, month, date, 23, 59, 59, 999);
  return local.toISOString();
}
