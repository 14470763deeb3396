/**
 * Relatórios > Borderô: the event's settlement per session and sector (docs/reports.md, "Borderô"),
 * the rates staff set above it (ISS, ECAD, gateway: saved to the event, the figures read again),
 * and each session's meia-entrada against the 40% quota of Lei 12.933/2013.
 */
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Form, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { PercentInput } from '../../framework/inputs/PercentInput';
import { definitionResolver } from '../../framework/resolver';
import { MAX_RATE, reportDeductions, type DeductionRates } from '../../shared/resources/events/deductions';
import type { Bordero, BorderoSession } from '../../shared/reports/types';
import { FigureCards } from './FigureCards';
import { FigureTable } from './FigureTable';
import { borderoColumns, borderoSessionName } from './borderoColumns';
import { ReportFrame } from './ReportFrame';
import { PdfDownloadButton } from './PdfDownloadButton';
import { count, money, percent } from './reportFormat';
import { useReport, useReportAccess } from './useReport';
import { useReportCalls } from './reportCalls';

const B = 'resources.reports.bordero.';
const resolver = definitionResolver(reportDeductions);

function Rates({ eventId, bordero }: { eventId: string; bordero: Bordero }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useReportCalls();
  const queryClient = useQueryClient();
  const canEdit = useReportAccess('edit') === true;
  const { rates } = bordero;
  async function save(values: DeductionRates) {
    try {
      await calls.saveReportDeductions(eventId, { issRate: values.issRate, ecadRate: values.ecadRate, gatewayRate: values.gatewayRate });
      notify(`${B}saved`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['reports', 'bordero', eventId] });
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, string> } };
      notify(e.message || `${B}saveError`, { type: 'error', messageArgs: { _: e.message || undefined } });
      return e.body?.errors;
    }
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${B}rates`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(rates.taxMethod === '@PRODUCER' ? `${B}serviceFeeProducer` : `${B}serviceFeeCustomer`, { rate: percent(rates.serviceFee) })}
      </Typography>
      <Form
        record={{ issRate: rates.issRate, ecadRate: rates.ecadRate, gatewayRate: rates.gatewayRate }}
        resolver={resolver}
        onSubmit={save as never}
        noValidate
        mode="onSubmit"
        disableInvalidFormNotification
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <PercentInput source="issRate" label="resources.events.fields.issRate" max={MAX_RATE} required />
          <PercentInput source="ecadRate" label="resources.events.fields.ecadRate" max={MAX_RATE} required />
          <PercentInput source="gatewayRate" label="resources.events.fields.gatewayRate" max={MAX_RATE} required />
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate(`${B}ratesHelp`)}
        </Typography>
        {canEdit ? (
          <Button type="submit" variant="contained">
            {translate(`${B}saveRates`)}
          </Button>
        ) : null}
      </Form>
    </Paper>
  );
}

function Session({ session, only }: { session: BorderoSession; only: boolean }) {
  const translate = useTranslate();
  const q = session.halfQuota;
  const name = borderoSessionName(translate, session, only);
  return (
    <Box component="section" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {name}
      </Typography>
      <Alert severity={q.overQuota ? 'warning' : 'info'} variant="outlined">
        {translate(q.overQuota ? `${B}halfOver` : `${B}half`, { half: count(q.half), quota: count(q.quota), places: count(q.places), share: percent(q.share) })}
      </Alert>
      <FigureTable
        label={translate(`${B}table`, { session: name })}
        firstLabel={translate(`${B}columns.sector`)}
        columns={borderoColumns(translate)}
        rows={session.rows.map((r) => ({ key: r.sectorId, name: r.sectorName, data: r }))}
        totals={session.totals}
        totalsLabel={translate(`${B}sessionTotal`)}
      />
    </Box>
  );
}

function Settlement({ eventId, b }: { eventId: string; b: Bordero }) {
  const translate = useTranslate();
  const t = b.totals;
  return (
    <Stack spacing={3}>
      <Rates eventId={eventId} bordero={b} />
      <FigureCards
        label={translate(`${B}totals`)}
        figures={[
          { key: 'places', label: translate(`${B}columns.places`), value: count(t.placesAvailable) },
          { key: 'sold', label: translate(`${B}columns.sold`), value: count(t.sold.total), hint: translate(`${B}soldHint`, { entire: count(t.sold.entire), half: count(t.sold.half), others: count(t.sold.others) }) },
          { key: 'gross', label: translate(`${B}columns.grossRevenue`), value: money(t.grossRevenue) },
          { key: 'deductions', label: translate(`${B}deductions`), value: money(t.deductions.total) },
          { key: 'net', label: translate(`${B}columns.netRevenue`), value: money(t.netRevenue), tone: 'success' },
        ]}
      />
      {b.sessions.length ? (
        b.sessions.map((s) => <Session key={s.sessionId ?? 'none'} session={s} only={b.sessions.length === 1} />)
      ) : (
        <Typography color="text.secondary">{translate(`${B}empty`)}</Typography>
      )}
      {b.sessions.length > 1 ? (
        <FigureTable
          label={translate(`${B}totals`)}
          firstLabel={translate(`${B}columns.session`)}
          columns={borderoColumns(translate)}
          rows={b.sessions.map((s) => ({ key: s.sessionId ?? 'none', name: borderoSessionName(translate, s, false), data: s.totals }))}
          totals={t}
          totalsLabel={translate(`${B}eventTotal`)}
        />
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {translate(`${B}feesNote`, { fees: money(t.feesCharged), refunded: money(t.refunded) })}
      </Typography>
    </Stack>
  );
}

export default function BorderoReport({ record }: { record: RaRecord }) {
  const eventId = String(record.id);
  const query = useReport('bordero', [eventId], (calls) => calls.eventBordero(eventId));
  const b = query.data;
  return (
    <ReportFrame query={query} actions={b ? <PdfDownloadButton event={b.event} report={{ kind: 'bordero', data: b }} file="borderoFile" /> : null}>
      {(data) => <Settlement eventId={eventId} b={data} />}
    </ReportFrame>
  );
}
