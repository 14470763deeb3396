/**
 * The dashboard's period lives in the address (?period=custom&startAt=...&endAt=...), so a reload
 * or a shared link shows the same figures. The shared rules of the server (parsePeriod) decide
 * whether it can be asked for; until then the page asks nothing and says what is wrong.
 */
import { useMemo } from 'react';
import { DEFAULT_PERIOD, PERIODS, namedPeriod, parsePeriod, type PeriodCode, type PeriodIssue } from '../../shared/dashboard/period';
import type { DashboardQuery } from '../../dataProvider/dashboardCalls';
import { useAddressParams } from '../../framework/useAddressParams';

export interface PeriodState {
  code: PeriodCode;
  startAt: string;
  endAt: string;
  /** What the page asks the server for; null while the custom days are incomplete or wrong. */
  query: DashboardQuery | null;
  /** A range issue (end before start, too long), keyed by field; incomplete days are the inputs' own. */
  issue?: PeriodIssue;
  choose(code: PeriodCode): void;
  setDay(field: 'startAt' | 'endAt', day: string): void;
}

/** The period in the address. */
export function periodOf(params: URLSearchParams): { code: PeriodCode; startAt: string; endAt: string } {
  const raw = params.get('period') as PeriodCode | null;
  return { code: raw && PERIODS.includes(raw) ? raw : DEFAULT_PERIOD, startAt: params.get('startAt') ?? '', endAt: params.get('endAt') ?? '' };
}

/** What the page asks the server for that period (null when it cannot be asked), and the rules' verdict. */
export function askedPeriod({ code, startAt, endAt }: ReturnType<typeof periodOf>) {
  const parsed = parsePeriod({ period: code, startAt, endAt });
  const query: DashboardQuery | null = 'period' in parsed ? { period: code, startAt: parsed.period.startAt, endAt: parsed.period.endAt } : null;
  return { parsed, query };
}

export function usePeriodQuery(): PeriodState {
  const [params, updateParams] = useAddressParams();
  // The page's request and the first load's (src/custom/firstLoadPages.ts) come from these two functions.
  const { code, startAt, endAt } = periodOf(params);

  return useMemo(() => {
    const { parsed, query } = askedPeriod({ code, startAt, endAt });
    const issue = 'issues' in parsed ? parsed.issues.find((i) => i.message.startsWith('dashboard.')) : undefined;
    const update = (values: Record<string, string>) =>
      updateParams((p) => {
        for (const [k, v] of Object.entries(values)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
      });
    return {
      code,
      startAt,
      endAt,
      query,
      issue,
      choose(next) {
        if (next !== 'custom') return update({ period: next === DEFAULT_PERIOD ? '' : next, startAt: '', endAt: '' });
        // Custom starts from the days on screen, which the user then moves.
        const shown = code === 'custom' ? { startAt, endAt } : namedPeriod(code);
        return update({ period: 'custom', startAt: shown.startAt, endAt: shown.endAt });
      },
      setDay(field, day) {
        update({ [field]: day });
      },
    };
  }, [code, startAt, endAt, updateParams]);
}
