/** Relatórios > Uso de ingressos: spec 1 section 3's usage report, per sector > ticket > lot, with the event's totals. */
import { useTranslate, type RaRecord } from 'react-admin';
import type { TicketUsageReport as Usage, UsageData } from '../../shared/reports/types';
import { FigureTable, type FigureColumn } from './FigureTable';
import { ReportFrame } from './ReportFrame';
import { PdfDownloadButton } from './PdfDownloadButton';
import { count } from './reportFormat';
import { useReport } from './useReport';
import { USAGE_KEYS, usageRows, usageTotals } from './usageRows';

function Table({ u }: { u: Usage }) {
  const translate = useTranslate();
  const columns: FigureColumn<UsageData>[] = USAGE_KEYS.map((k) => ({ key: k, label: translate(`resources.reports.usage.${k}`), cell: (d) => count(d[k]) }));
  const rows = usageRows(u);
  return (
    <FigureTable
      label={translate('resources.reports.usage.table')}
      firstLabel={translate('resources.reports.line.tree')}
      columns={columns}
      rows={rows}
      totals={usageTotals(rows)}
      totalsLabel={translate('resources.reports.line.total')}
    />
  );
}

export default function TicketUsageReport({ record }: { record: RaRecord }) {
  const eventId = String(record.id);
  const query = useReport('ticketUsage', [eventId], (calls) => calls.eventTicketUsage(eventId));
  const event = { title: record.title ?? null, startAt: record.startAt ?? null, location: record.location ?? null, city: record.address?.city ?? null, state: record.address?.state ?? null };
  return (
    <ReportFrame query={query} actions={query.data ? <PdfDownloadButton event={event} report={{ kind: 'ticketUsage', data: query.data }} file="usageFile" /> : null}>
      {(u) => <Table u={u} />}
    </ReportFrame>
  );
}
