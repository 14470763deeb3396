/** Relatórios > Consolidado: per sector > ticket > lot, units and money, and the event's money per payment method. */
import { Stack, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ConsolidatedReport as Consolidated } from '../../shared/reports/types';
import { FigureTable } from './FigureTable';
import { ReportFrame } from './ReportFrame';
import { lineColumns, methodColumns, methodName, sumMethods, treeRows } from './lineTable';
import { useReport } from './useReport';

const L = 'resources.reports.line.';

function Tables({ c }: { c: Consolidated }) {
  const translate = useTranslate();
  return (
    <Stack spacing={3}>
      <FigureTable
        label={translate('resources.reports.consolidated.table')}
        firstLabel={translate(`${L}tree`)}
        columns={lineColumns(translate)}
        rows={treeRows(c.sectors)}
        totals={c.totals}
        totalsLabel={translate(`${L}total`)}
      />
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.reports.summary.byMethod')}
        </Typography>
        {c.byPaymentMethod.length ? (
          <FigureTable
            label={translate('resources.reports.summary.byMethod')}
            firstLabel={translate(`${L}method`)}
            columns={methodColumns(translate)}
            rows={c.byPaymentMethod.map((m) => ({ key: String(m.method), name: methodName(translate, m.method), data: m }))}
            totals={sumMethods(c.byPaymentMethod)}
            totalsLabel={translate(`${L}total`)}
          />
        ) : (
          <Typography color="text.secondary">{translate('resources.reports.noSales')}</Typography>
        )}
      </section>
    </Stack>
  );
}

export default function ConsolidatedReport({ record }: { record: RaRecord }) {
  const eventId = String(record.id);
  const query = useReport('consolidated', [eventId], (calls) => calls.eventReportConsolidated(eventId));
  return <ReportFrame query={query}>{(c) => <Tables c={c} />}</ReportFrame>;
}
