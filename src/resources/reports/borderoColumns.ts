/** The borderô's columns and session names, as the page and its PDF both write them. */
import { formatDateTime } from '../../shared/dateTime';
import type { BorderoFigures, BorderoSession } from '../../shared/reports/types';
import { count, money } from './reportFormat';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const BORDERO = 'resources.reports.bordero.';

export interface TextColumn<R> {
  key: string;
  label: string;
  cell: (row: R) => string;
}

export function borderoColumns(translate: Translate): TextColumn<BorderoFigures>[] {
  const c = (key: string, cell: (f: BorderoFigures) => string): TextColumn<BorderoFigures> => ({ key, label: translate(`${BORDERO}columns.${key}`), cell });
  return [
    c('places', (f) => count(f.placesAvailable)),
    c('entire', (f) => count(f.sold.entire)),
    c('half', (f) => count(f.sold.half)),
    c('others', (f) => count(f.sold.others)),
    c('sold', (f) => count(f.sold.total)),
    c('courtesiesIssued', (f) => count(f.courtesies.issued)),
    c('courtesiesUsed', (f) => count(f.courtesies.used)),
    c('refundedTickets', (f) => count(f.refundedTickets)),
    c('grossRevenue', (f) => money(f.grossRevenue)),
    c('serviceFee', (f) => money(f.deductions.serviceFee)),
    c('gatewayFee', (f) => money(f.deductions.gatewayFee)),
    c('iss', (f) => money(f.deductions.iss)),
    c('ecad', (f) => money(f.deductions.ecad)),
    c('netRevenue', (f) => money(f.netRevenue)),
  ];
}

/** A session's title and start, or what stands for lots of no session. */
export function borderoSessionName(translate: Translate, s: BorderoSession, only: boolean): string {
  if (s.sessionId) return s.startAt ? `${s.sessionTitle} · ${formatDateTime(s.startAt)}` : String(s.sessionTitle);
  return translate(only ? `${BORDERO}singleSession` : `${BORDERO}noSession`);
}
