/**
 * The report periods (spec 1 section 9: monthly by default; docs/reports.md, "Periods"): each a
 * range of São Paulo calendar days ending today, so "today" is the day a ticket office's staff
 * live in whatever the server's clock says. The named periods are the dashboard's, one rule for
 * both (`namedPeriod` of src/shared/dashboard/period.ts): @DAILY today, @WEEKLY the last 7 days,
 * @MONTHLY this calendar month from its 1st (the default), @YEARLY this year from 1 January.
 * @CUSTOM takes the days given (startAt, endAt: a date 'yyyy-mm-dd' or an ISO instant, read as its
 * São Paulo day). Isomorphic: the API resolves the range and the page shows the same one.
 */
import { zonedParts, zonedToUtc } from '../dateTime';
import { namedPeriod, type PeriodCode } from '../dashboard/period';

export const REPORT_PERIODS = ['@DAILY', '@WEEKLY', '@MONTHLY', '@YEARLY', '@CUSTOM'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_PERIOD: ReportPeriod = '@MONTHLY';

/** The dashboard's code of each named period (the same days). */
export const DASHBOARD_CODE: Record<Exclude<ReportPeriod, '@CUSTOM'>, Exclude<PeriodCode, 'custom'>> = {
  '@DAILY': 'daily',
  '@WEEKLY': 'weekly',
  '@MONTHLY': 'monthly',
  '@YEARLY': 'yearly',
};

/** A custom range may span at most this many days (a report over ten years is a mistake). */
export const MAX_CUSTOM_DAYS = 3660;

export interface PeriodRange {
  period: ReportPeriod;
  /** First instant of the first day (São Paulo), ISO UTC. */
  startAt: string;
  /** Last instant of the last day (São Paulo), ISO UTC. */
  endAt: string;
}

export type PeriodIssue = { field: 'period' | 'startAt' | 'endAt'; message: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The São Paulo day of a 'yyyy-mm-dd' text or of an ISO instant; null when it is neither. */
function dayOf(text: string): { year: number; month: number; day: number } | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const [, y, m, d] = DATE.exec(text)!.map(Number);
    const check = new Date(Date.UTC(y, m - 1, d));
    return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? { year: y, month: m, day: d } : null;
  }
  const ms = DATE.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(ms) ? null : zonedParts(new Date(ms));
}

const startOfDay = (d: { year: number; month: number; day: number }) => zonedToUtc(d.year, d.month, d.day);
const endOfDay = (d: { year: number; month: number; day: number }) => zonedToUtc(d.year, d.month, d.day, 23, 59, 59, 999);

/**
 * The range of a period: `@MONTHLY` (the default) is this month from its 1st to today; `@CUSTOM`
 * needs both days. Answers the issues (catalogue keys) instead when the input is wrong.
 */
export function resolvePeriod(
  input: { period?: string; startAt?: string; endAt?: string },
  now: Date = new Date(),
): { ok: true; range: PeriodRange } | { ok: false; issues: PeriodIssue[] } {
  const period = (input.period || DEFAULT_PERIOD) as ReportPeriod;
  if (!REPORT_PERIODS.includes(period)) return { ok: false, issues: [{ field: 'period', message: 'validation.choice' }] };
  if (period !== '@CUSTOM') {
    const days = namedPeriod(DASHBOARD_CODE[period], now);
    const [first, last] = [days.startAt, days.endAt].map((d) => dayOf(d)!);
    return { ok: true, range: { period, startAt: startOfDay(first).toISOString(), endAt: endOfDay(last).toISOString() } };
  }
  const issues: PeriodIssue[] = [];
  const start = input.startAt ? dayOf(input.startAt) : null;
  const end = input.endAt ? dayOf(input.endAt) : null;
  if (!input.startAt) issues.push({ field: 'startAt', message: 'validation.required' });
  else if (!start) issues.push({ field: 'startAt', message: 'validation.date' });
  if (!input.endAt) issues.push({ field: 'endAt', message: 'validation.required' });
  else if (!end) issues.push({ field: 'endAt', message: 'validation.date' });
  if (issues.length) return { ok: false, issues };
  const from = startOfDay(start!);
  const to = endOfDay(end!);
  if (to < from) return { ok: false, issues: [{ field: 'endAt', message: 'server.reports.errors.endBeforeStart' }] };
  if (to.getTime() - from.getTime() > MAX_CUSTOM_DAYS * 86_400_000) return { ok: false, issues: [{ field: 'endAt', message: 'server.reports.errors.rangeTooLong' }] };
  return { ok: true, range: { period, startAt: from.toISOString(), endAt: to.toISOString() } };
}
