/** The ticket-usage report as an A4 PDF: the page's sector > ticket > lot rows and the event's totals. */
import type { TicketUsageReport } from '../../../shared/reports/types';
import type { Translate } from '../borderoColumns';
import { count } from '../reportFormat';
import { USAGE_KEYS, usageRows, usageTotals } from '../usageRows';
import { PdfReport, type PdfHeader } from './PdfReport';
import { PdfTable } from './PdfTable';
import { Text } from '@react-pdf/renderer';
import { styles } from './pdfStyles';

export function TicketUsagePdf({ t, header, usage }: { t: Translate; header: PdfHeader; usage: TicketUsageReport }) {
  const rows = usageRows(usage);
  const columns = USAGE_KEYS.map((k) => ({ key: k, label: t(`resources.reports.usage.${k}`), cell: (d: (typeof rows)[number]['data']) => count(d[k]) }));
  return (
    <PdfReport t={t} header={header} reportTitle={t('resources.reports.sections.ticketUsage')}>
      <Text style={styles.h2}>{t('resources.reports.usage.table')}</Text>
      <PdfTable
        firstLabel={t('resources.reports.line.tree')}
        firstWidth={150}
        columns={columns}
        rows={rows}
        totals={usageTotals(rows)}
        totalsLabel={t('resources.reports.line.total')}
      />
    </PdfReport>
  );
}
