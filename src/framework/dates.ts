/**
 * Dates of the product (spec 1 section 9: dd/MM/yyyy, pt-BR). Stored values are ISO 8601 UTC;
 * what the user reads and types is the browser's local time.
 */
const DAY = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const DAY_TIME = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const YEAR = new Intl.DateTimeFormat('pt-BR', { year: 'numeric' });

const valid = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'dd/MM/yyyy', or empty text for no date. */
export const formatDate = (value: unknown) => {
  const date = valid(value);
  return date ? DAY.format(date) : '';
};

/** 'yyyy', or empty text for no date. */
export const formatYear = (value: unknown) => {
  const date = valid(value);
  return date ? YEAR.format(date) : '';
};

/** 'dd/MM/yyyy HH:mm', or empty text for no date. */
export const formatDateTime = (value: unknown) => {
  const date = valid(value);
  return date ? DAY_TIME.format(date).replace(',', '') : '';
};

/** 'dd/MM/yyyy HH:mm' typed by the user -> ISO UTC, or null when it is not a real date. */
export function parseDateTime(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour, minute] = m.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hour, minute);
  // 31/02 rolls over into March: refuse it instead of saving another day.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || date.getHours() !== hour) return null;
  return date.toISOString();
}

/** 'yyyy-MM-dd' of a date input -> ISO UTC of the local start (or end) of that day. */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const [year, month, date] = m.slice(1).map(Number);
  const local = edge === 'start' ? new Date(year, month - 1, date, 0, 0, 0, 0) : new Date(year, month - 1, date, 23, 59, 59, 999);
  return local.toISOString();
}
