/**
 * The dashboard's periods (GET /business/reports?period&startAt&endAt; docs/dashboard.md). A
 * period is a run of São Paulo calendar days, both ends included: a day of sales is a day on the
 * box office's wall clock, whatever the server's or the reader's clock says. Shared by the
 * server (parsing, the instants it queries) and the page (the picker and the range it shows).
 */
import { zonedParts, zonedToUtc } from '../dateTime';

/** today; the last 7 days (today included); this month so far (the spec's default); this year so far; chosen days. */
export const PERIODS = ['daily', 'weekly', 'monthly', 'yearly', 'custom'] as const;
export type PeriodCode = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: PeriodCode = 'monthly';
/** Longest custom period: a year of days (the per-day graph draws one point a day). */
export const MAX_PERIOD_DAYS = 366;

/** A São Paulo calendar day, 'YYYY-MM-DD'. */
export type Day = string;

export interface Period {
  code: PeriodCode;
  /** First and last days, both included. */
  startAt: Day;
  endAt: Day;
}

export interface PeriodIssue {
  field: 'period' | 'startAt' | 'endAt';
  /** Catalogue key. */
  message: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (y: number, m: number, d: number): Day => `${y}-${pad(m)}-${pad(d)}`;

/** The São Paulo day of an instant. */
export function dayAt(instant: Date): Day {
  const p = zonedParts(instant);
  return dayOf(p.year, p.month, p.day);
}

const parts = (day: Day) => day.split('-').map(Number) as [number, number, number];

/** `day` moved by `n` days (calendar arithmetic, no clock involved). */
export function addDays(day: Day, n: number): Day {
  const [y, m, d] = parts(day);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return dayOf(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Days from `a` to `b`, both included. */
export const daysBetween = (a: Day, b: Day) => {
  const [ay, am, ad] = parts(a);
  const [by, bm, bd] = parts(b);
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / 86_400_000) + 1;
};

/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = parts(value);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d && y >= 2000 && y <= 2100;
}

/** The days of a named period as seen at `now`. */
export function namedPeriod(code: Exclude<PeriodCode, 'custom'>, now = new Date()): Period {
  const today = dayAt(now);
  const [y, m] = parts(today);
  const startAt = { daily: today, weekly: addDays(today, -6), monthly: dayOf(y, m, 1), yearly: dayOf(y, 1, 1) }[code];
  return { code, startAt, endAt: today };
}

/**
 * The period a query asks for, or its issues (catalogue keys, one per parameter). startAt and
 * endAt are read only for 'custom', which needs both; dates without a period mean 'custom'.
 */
export function parsePeriod(query: { period?: string; startAt?: string; endAt?: string }, now = new Date()): { period: Period } | { issues: PeriodIssue[] } {
  const code = (query.period || (query.startAt || query.endAt ? 'custom' : DEFAULT_PERIOD)) as PeriodCode;
  if (!PERIODS.includes(code)) return { issues: [{ field: 'period', message: 'validation.choice' }] };
  if (code !== 'custom') return { period: namedPeriod(code, now) };
  const issues: PeriodIssue[] = [];
  for (const field of ['startAt', 'endAt'] as const) {
    const value = query[field];
    if (!value) issues.push({ field, message: 'validation.required' });
    else if (!isDay(value)) issues.push({ field, message: 'validation.date' });
  }
  if (issues.length) return { issues };
  const { startAt, endAt } = query as Period;
  if (endAt < startAt) return { issues: [{ field: 'endAt', message: 'dashboard.errors.endBeforeStart' }] };
  if (daysBetween(startAt, endAt) > MAX_PERIOD_DAYS) return { issues: [{ field: 'endAt', message: 'dashboard.errors.tooLong' }] };
  return { period: { code, startAt, endAt } };
}

/** The instant a São Paulo day starts. */
export const dayStart = (day: Day): Date => {
  const [y, m, d] = parts(day);
  return zonedToUtc(y, m, d);
};

/** [from, to): the instants of a period's days. */
export const periodInstants = (p: Pick<Period, 'startAt' | 'endAt'>) => ({ from: dayStart(p.startAt), to: dayStart(addDays(p.endAt, 1)) });
