/** The consolidated figures (units and money of a line) as table columns, and a sector > ticket > lot tree as rows. */
import type { LineFigures } from '../../shared/reports/money';
import type { MethodLine, SectorLine } from '../../shared/reports/types';
import type { FigureColumn, FigureRow } from './FigureTable';
import { count, money } from './reportFormat';

const L = 'resources.reports.line.';

export function lineColumns(translate: (key: string) => string): FigureColumn<LineFigures>[] {
  const col = (key: keyof LineFigures, format: (n: number) => string): FigureColumn<LineFigures> => ({ key, label: translate(`${L}${key}`), cell: (r) => format(r[key]) });
  return [
    col('sold', count),
    col('courtesies', count),
    col('refundedTickets', count),
    col('gross', money),
    col('discounts', money),
    col('fees', money),
    col('refunded', money),
    col('net', money),
  ];
}

export function treeRows(sectors: readonly SectorLine[]): FigureRow<LineFigures>[] {
  return sectors.flatMap((s) => [
    { key: s.sectorId, name: s.sectorName, data: s, level: 0 },
    ...s.tickets.flatMap((t) => [
      { key: t.ticketId, name: t.ticketName, data: t as LineFigures, level: 1 },
      ...t.lots.map((l) => ({ key: l.lotId, name: l.lotName, data: l as LineFigures, level: 2 })),
    ]),
  ]);
}

export function methodColumns(translate: (key: string) => string): FigureColumn<MethodLine>[] {
  return [
    { key: 'payments', label: translate(`${L}payments`), cell: (m) => count(m.payments) },
    { key: 'received', label: translate(`${L}received`), cell: (m) => money(m.received) },
    { key: 'refunded', label: translate(`${L}refunded`), cell: (m) => money(m.refunded) },
    { key: 'net', label: translate(`${L}net`), cell: (m) => money(m.net) },
  ];
}

export const methodName = (translate: (key: string) => string, method: string | null) =>
  method ? translate(`resources.orders.choices.paymentMethod.${method}`) : translate('resources.reports.methodUnknown');

export const sumMethods = (lines: readonly MethodLine[]): MethodLine =>
  lines.reduce((a, m) => ({ method: null, payments: a.payments + m.payments, received: a.received + m.received, refunded: a.refunded + m.refunded, net: a.net + m.net }), {
    method: null,
    payments: 0,
    received: 0,
    refunded: 0,
    net: 0,
  });
