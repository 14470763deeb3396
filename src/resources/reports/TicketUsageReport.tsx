/** Relatórios > Uso de ingressos: spec 1 section 3's usage report, per sector > ticket > lot, with the event's totals. */
import { useTranslate, type RaRecord } from 'react-admin';
import type { TicketUsageReport as Usage, UsageData } from '../../shared/reports/types';
import { FigureTable, type FigureColumn, type FigureRow } from './FigureTable';
import { ReportFrame } from './ReportFrame';
import { count } from './reportFormat';
import { useReport } from './useReport';

const KEYS: (keyof UsageData)[] = ['totalTickets', 'ticketsSold', 'courtesy', 'others', 'validatedTickets', 'unvalidatedTickets', 'canceledTickets'];

const add = (xs: readonly UsageData[]): UsageData =>
  Object.fromEntries(KEYS.map((k) => [k, xs.reduce((a, x) => a + x[k], 0)])) as unknown as UsageData;

function Table({ u }: { u: Usage }) {
  const translate = useTranslate();
  const columns: FigureColumn<UsageData>[] = KEYS.map((k) => ({ key: k, label: translate(`resources.reports.usage.${k}`), cell: (d) => count(d[k]) }));
  const rows: FigureRow<UsageData>[] = u.flatMap((s) => {
    const tickets = s.tickets.map((t) => ({ t, data: add(t.lots.map((l) => l.data)) }));
    return [
      { key: s.sectorId, name: s.sectorName, level: 0, data: add(tickets.map((x) => x.data)) },
      ...tickets.flatMap(({ t, data }, i) => [
        { key: `${s.sectorId}/${i}`, name: t.ticketName, level: 1, data },
        ...t.lots.map((l) => ({ key: l.lotId, name: l.lotName, level: 2, data: l.data })),
      ]),
    ];
  });
  return (
    <FigureTable
      label={translate('resources.reports.usage.table')}
      firstLabel={translate('resources.reports.line.tree')}
      columns={columns}
      rows={rows}
      totals={add(rows.filter((r) => r.level === 0).map((r) => r.data))}
      totalsLabel={translate('resources.reports.line.total')}
    />
  );
}

export default function TicketUsageReport({ record }: { record: RaRecord }) {
  const eventId = String(record.id);
  const query = useReport('ticketUsage', [eventId], (calls) => calls.eventTicketUsage(eventId));
  return <ReportFrame query={query}>{(u) => <Table u={u} />}</ReportFrame>;
}
