/** Relatórios > Resumo: the event's money and tickets at a glance, then by payment method and by channel. */
import { Stack, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ChannelLine, EventSummary } from '../../shared/reports/types';
import { FigureCards } from './FigureCards';
import { FigureTable, type FigureColumn } from './FigureTable';
import { ReportFrame } from './ReportFrame';
import { methodColumns, methodName, sumMethods } from './lineTable';
import { count, money } from './reportFormat';
import { useReport } from './useReport';

const S = 'resources.reports.summary.';
const L = 'resources.reports.line.';

function Summary({ s }: { s: EventSummary }) {
  const translate = useTranslate();
  const channelColumns: FigureColumn<ChannelLine>[] = [
    { key: 'orders', label: translate(`${L}orders`), cell: (c) => count(c.orders) },
    { key: 'tickets', label: translate(`${L}tickets`), cell: (c) => count(c.tickets) },
    { key: 'refundedTickets', label: translate(`${L}refundedTickets`), cell: (c) => count(c.refundedTickets) },
    { key: 'gross', label: translate(`${L}gross`), cell: (c) => money(c.gross) },
    { key: 'discounts', label: translate(`${L}discounts`), cell: (c) => money(c.discounts) },
    { key: 'fees', label: translate(`${L}fees`), cell: (c) => money(c.fees) },
    { key: 'refunded', label: translate(`${L}refunded`), cell: (c) => money(c.refunded) },
    { key: 'net', label: translate(`${L}net`), cell: (c) => money(c.net) },
  ];
  return (
    <Stack spacing={3}>
      <FigureCards
        label={translate(`${S}money`)}
        figures={[
          { key: 'gross', label: translate(`${L}gross`), value: money(s.gross) },
          { key: 'discounts', label: translate(`${L}discounts`), value: money(s.discounts) },
          { key: 'fees', label: translate(`${L}fees`), value: money(s.fees) },
          { key: 'refunded', label: translate(`${L}refunded`), value: money(s.refunded) },
          { key: 'net', label: translate(`${L}net`), value: money(s.net), tone: 'success' },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {translate(`${S}netNote`)}
      </Typography>
      <FigureCards
        label={translate(`${S}tickets`)}
        figures={[
          { key: 'orders', label: translate(`${L}orders`), value: count(s.orders) },
          { key: 'sold', label: translate(`${L}sold`), value: count(s.tickets.sold) },
          { key: 'courtesies', label: translate(`${L}courtesies`), value: count(s.tickets.courtesies) },
          { key: 'refunded', label: translate(`${L}refundedTickets`), value: count(s.tickets.refunded) },
          { key: 'checkedIn', label: translate(`${S}checkedIn`), value: count(s.tickets.checkedIn) },
        ]}
      />
      {s.pending.orders > 0 ? (
        <Typography color="text.secondary">{translate(`${S}pending`, { smart_count: s.pending.orders, total: money(s.pending.total) })}</Typography>
      ) : null}
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${S}byMethod`)}
        </Typography>
        {s.byPaymentMethod.length ? (
          <FigureTable
            label={translate(`${S}byMethod`)}
            firstLabel={translate(`${L}method`)}
            columns={methodColumns(translate)}
            rows={s.byPaymentMethod.map((m) => ({ key: String(m.method), name: methodName(translate, m.method), data: m }))}
            totals={sumMethods(s.byPaymentMethod)}
            totalsLabel={translate(`${L}total`)}
          />
        ) : (
          <Typography color="text.secondary">{translate('resources.reports.noSales')}</Typography>
        )}
      </section>
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${S}byChannel`)}
        </Typography>
        <FigureTable
          label={translate(`${S}byChannel`)}
          firstLabel={translate(`${L}channel`)}
          columns={channelColumns}
          rows={s.byChannel.map((c) => ({ key: c.channel, name: translate(`resources.orders.choices.channel.${c.channel}`), data: c }))}
        />
      </section>
    </Stack>
  );
}

export default function SummaryReport({ record }: { record: RaRecord }) {
  const eventId = String(record.id);
  const query = useReport('summary', [eventId], (calls) => calls.eventReportSummary(eventId));
  return <ReportFrame query={query}>{(s) => <Summary s={s} />}</ReportFrame>;
}
