/**
 * Relatórios > Por período: the event's figures per sector for the orders paid within a period
 * (GET /reports/{id}/sectors), with the dashboard's period picker (this month by default, the same
 * days as the dashboard's: src/shared/reports/periods.ts) kept in the address.
 */
import { Stack } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { SectorsByPeriod } from '../../shared/reports/types';
import type { PeriodCode } from '../../shared/dashboard/period';
import { PeriodPicker } from '../../custom/dashboard/PeriodPicker';
import { usePeriodQuery } from '../../custom/dashboard/usePeriodQuery';
import { dayAt } from '../../shared/dashboard/period';
import { FigureCards } from './FigureCards';
import { FigureTable } from './FigureTable';
import { ReportFrame } from './ReportFrame';
import { lineColumns } from './lineTable';
import { count, money } from './reportFormat';
import { useReport } from './useReport';

const L = 'resources.reports.line.';
const CODES: Record<PeriodCode, string> = { daily: '@DAILY', weekly: '@WEEKLY', monthly: '@MONTHLY', yearly: '@YEARLY', custom: '@CUSTOM' };

function Sectors({ r }: { r: SectorsByPeriod }) {
  const translate = useTranslate();
  return (
    <Stack spacing={3}>
      <FigureCards
        label={translate('resources.reports.byPeriod.cards')}
        figures={[
          { key: 'sold', label: translate(`${L}sold`), value: count(r.totals.sold) },
          { key: 'courtesies', label: translate(`${L}courtesies`), value: count(r.totals.courtesies) },
          { key: 'gross', label: translate(`${L}gross`), value: money(r.totals.gross) },
          { key: 'net', label: translate(`${L}net`), value: money(r.totals.net), tone: 'success' },
        ]}
      />
      <FigureTable
        label={translate('resources.reports.byPeriod.table')}
        firstLabel={translate('resources.reports.byPeriod.sector')}
        columns={lineColumns(translate)}
        rows={r.sectors.map((s) => ({ key: s.sectorId, name: s.sectorName, data: s }))}
        totals={r.totals}
        totalsLabel={translate(`${L}total`)}
      />
    </Stack>
  );
}

export default function SectorsByPeriodReport({ record }: { record: RaRecord }) {
  const eventId = String(record.id);
  const period = usePeriodQuery();
  const q = period.query;
  const query = useReport('sectorsByPeriod', [eventId, q], (calls) =>
    calls.eventSectorsByPeriod(eventId, q!.period === 'custom' ? { period: CODES.custom, startAt: q!.startAt, endAt: q!.endAt } : { period: CODES[q!.period] }),
    q !== null,
  );
  const shown = query.data ? { startAt: dayAt(new Date(query.data.startAt)), endAt: dayAt(new Date(query.data.endAt)) } : undefined;
  return (
    <>
      <PeriodPicker state={period} shown={shown} />
      {q ? <ReportFrame query={query}>{(r) => <Sectors r={r} />}</ReportFrame> : null}
    </>
  );
}
