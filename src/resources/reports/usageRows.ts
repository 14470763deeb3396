/** The ticket-usage tree as rows (sector, its tickets, their lots) with sums, for the page and its PDF. */
import type { TicketUsageReport, UsageData } from '../../shared/reports/types';

export const USAGE_KEYS: (keyof UsageData)[] = ['totalTickets', 'ticketsSold', 'courtesy', 'others', 'validatedTickets', 'unvalidatedTickets', 'canceledTickets'];

export const addUsage = (xs: readonly UsageData[]): UsageData =>
  Object.fromEntries(USAGE_KEYS.map((k) => [k, xs.reduce((a, x) => a + x[k], 0)])) as unknown as UsageData;

export interface UsageRow {
  key: string;
  name: string;
  /** 0 sector, 1 ticket, 2 lot. */
  level: 0 | 1 | 2;
  data: UsageData;
}

export function usageRows(u: TicketUsageReport): UsageRow[] {
  return u.flatMap((s) => {
    const tickets = s.tickets.map((t) => ({ t, data: addUsage(t.lots.map((l) => l.data)) }));
    return [
      { key: s.sectorId, name: s.sectorName, level: 0 as const, data: addUsage(tickets.map((x) => x.data)) },
      ...tickets.flatMap(({ t, data }, i) => [
        { key: `${s.sectorId}/${i}`, name: t.ticketName, level: 1 as const, data },
        ...t.lots.map((l) => ({ key: l.lotId, name: l.lotName, level: 2 as const, data: l.data })),
      ]),
    ];
  });
}

export const usageTotals = (rows: readonly UsageRow[]) => addUsage(rows.filter((r) => r.level === 0).map((r) => r.data));
