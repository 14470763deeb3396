/**
 * The product's one date-time format (DESIGN section 4): 23/11/2026 18:55, in America/Sao_Paulo
 * whatever the reader's clock says, so the admin, the public pages and the messages the server
 * sends agree. Stored values are ISO 8601 UTC.
 */
import { TIME_ZONE } from './timeZone';

export { TIME_ZONE };

// Intl formats are built on first use, here and in the other formatting modules: building one
// loads its locale's and time zone's data, ~80 ms of the admin's cold start on a 2-core machine
// (docs/decisions.md), which a format built at load made every page pay, showing a date or not.
let day: Intl.DateTimeFormat | undefined;
let parts: Intl.DateTimeFormat | undefined;
const DAY = () => (day ??= new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }));
const PARTS = () =>
  (parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

const valid = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The wall clock in São Paulo at an instant. */
export function zonedParts(date: Date) {
  const p = Object.fromEntries(PARTS().formatToParts(date).map((x) => [x.type, Number(x.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

/** The instant whose São Paulo wall clock reads the given values (month 1-12). */
export function zonedToUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const offsetAt = (t: number) => {
    const p = zonedParts(new Date(t));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(t / 1000) * 1000;
  };
  // Twice: the offset of the guess can differ from the offset of the answer across a DST change.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd/MM/yyyy', or empty text for no date. */
export const formatDate = (value: unknown) => {
  const date = valid(value);
  return date ? DAY().format(date) : '';
};

/** 'dd/MM/yyyy HH:mm', or empty text for no date. */
export const formatDateTime = (value: unknown) => {
  const date = valid(value);
  if (!date) return '';
  const p = zonedParts(date);
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
};

/** 'dd/MM HH:mm' (the door's and the accreditation's short answers), or empty text for no date. */
export const formatDayTime = (value: unknown) => formatDateTime(value).replace(/^(\d{2}\/\d{2})\/\d{4}/, '$1');

/** 'HH:mm', or empty text for no date. */
export const formatTime = (value: unknown) => formatDateTime(value).slice(-5);
