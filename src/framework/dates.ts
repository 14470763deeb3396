/**
 * Dates of the product (spec 1 section 9: dd/MM/yyyy, pt-BR). Stored values are ISO 8601 UTC;
 * what the user reads and types is São Paulo's time (DESIGN section 4), whatever the browser's.
 */
import { formatDate, formatDateTime, formatDayTime, formatTime, zonedParts, zonedToUtc } from '../shared/dateTime';

// The formatting lives in src/shared so the server's messages write dates the same way.
export { formatDate, formatDateTime, formatDayTime, formatTime };

// On first use (src/shared/dateTime.ts says why).
let year: Intl.DateTimeFormat | undefined;
const YEAR = () => (year ??= new Intl.DateTimeFormat('pt-BR', { year: 'numeric', timeZone: 'America/Sao_Paulo' }));

/** 'yyyy' in São Paulo, or empty text for no date. */
export const formatYear = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? '' : YEAR().format(date);
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

const pad = (n: number) => String(n).padStart(2, '0');

/** Year, month (1-12) and day of a calendar day that exists (no 31/02), from 1900 on (a typed '0026' is a slip). */
function realDay(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1900 ? { year, month, day } : null;
}

/** 'yyyy-MM-dd' (a filter in the address, a native date input) -> its parts, or null when not a real day. */
function dayParts(day: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? realDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** 'dd/MM/yyyy' typed by the user -> 'yyyy-MM-dd', or null when incomplete or not a real day. */
export function parseDay(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  const p = m && realDay(Number(m[3]), Number(m[2]), Number(m[1]));
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : null;
}

/** 'yyyy-MM-dd' -> 'dd/MM/yyyy' as typed (an impossible day is shown as it is, to be corrected), or ''. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** ISO UTC -> 'yyyy-MM-ddTHH:mm' of a native datetime-local input, in São Paulo's wall time; '' for no date. */
export function toLocalInput(value: unknown): string {
  if (!formatDateTime(value)) return '';
  const p = zonedParts(new Date(String(value)));
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A native datetime-local value, read as São Paulo's wall time -> ISO UTC, or null. */
export function fromLocalInput(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  const p = m && dayParts(m[1]);
  if (!m || !p) return null;
  return zonedToUtc(p.year, p.month, p.day, Number(m[2]), Number(m[3])).toISOString();
}

/** 'yyyy-MM-dd' of a date filter -> ISO UTC of the start (or end) of that day in São Paulo; undefined when not a real day. */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  const p = dayParts(day);
  if (!p) return undefined;
  const { year, month, day: date } = p;
  const local = edge === 'start' ? zonedToUtc(year, month, date, 0, 0, 0, 0) : zonedToUtc(year, month, date, 23, 59, 59, 999);
  return local.toISOString();
}
