/** Relatórios > Por canal: the consolidated tree of one channel at a time (site, POS, box office, courtesies), each channel's totals as cards. */
import { useState } from 'react';
import { Stack, Tab, Tabs } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ChannelReport as Channels, ReportChannel } from '../../shared/reports/types';
import { FigureCards } from './FigureCards';
import { FigureTable } from './FigureTable';
import { ReportFrame } from './ReportFrame';
import { lineColumns, treeRows } from './lineTable';
import { count, money } from './reportFormat';
import { useReport } from './useReport';

const L = 'resources.reports.line.';

function ByChannel({ r }: { r: Channels }) {
  const translate = useTranslate();
  const [channel, setChannel] = useState<ReportChannel>('@SITE');
  const current = r.channels.find((c) => c.channel === channel) ?? r.channels[0];
  const name = (c: ReportChannel) => translate(`resources.orders.choices.channel.${c}`);
  return (
    <Stack spacing={2}>
      <FigureCards
        label={translate('resources.reports.channels.cards')}
        figures={r.channels.map((c) => ({
          key: c.channel,
          label: name(c.channel),
          value: c.channel === '@COURTESY' ? count(c.totals.courtesies) : money(c.totals.net),
          hint: c.channel === '@COURTESY' ? translate('resources.reports.channels.courtesyHint') : translate('resources.reports.channels.hint', { smart_count: c.totals.sold }),
        }))}
      />
      <Tabs value={current.channel} onChange={(_, v: ReportChannel) => setChannel(v)} variant="scrollable" allowScrollButtonsMobile aria-label={translate('resources.reports.channels.tabs')}>
        {r.channels.map((c) => (
          <Tab key={c.channel} value={c.channel} label={name(c.channel)} />
        ))}
      </Tabs>
      <FigureTable
        label={translate('resources.reports.channels.table', { channel: name(current.channel) })}
        firstLabel={translate(`${L}tree`)}
        columns={lineColumns(translate)}
        rows={treeRows(current.sectors)}
        totals={current.totals}
        totalsLabel={translate(`${L}total`)}
      />
    </Stack>
  );
}

export default function ChannelReport({ record }: { record: RaRecord }) {
  const eventId = String(record.id);
  const query = useReport('channels', [eventId], (calls) => calls.eventReportChannels(eventId));
  return <ReportFrame query={query}>{(r) => <ByChannel r={r} />}</ReportFrame>;
}
