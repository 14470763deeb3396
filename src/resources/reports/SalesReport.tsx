/**
 * Relatórios > Vendas: the event's sales, newest first, 15 a page (spec 1 section 9), filtered by
 * payment method ('Todos os meios de pagamento' by default), page and filter in the address, and
 * the CSV of the filter.
 */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPagination } from '../../framework/ListPagination';
import { formatDateTime } from '../../framework/dates';
import { PAYMENT_METHODS } from '../../shared/resources/orders/codes';
import type { SaleRow } from '../../shared/reports/types';
import { FigureTable, type FigureColumn } from './FigureTable';
import { ReportFrame } from './ReportFrame';
import { count, money } from './reportFormat';
import { useReportCalls } from './reportCalls';
import { useReportAccess } from './useReport';
import { SalesExportButton } from './SalesExportButton';

export const SALES_PER_PAGE = 15;
const S = 'resources.reports.sales.';

function Rows({ rows }: { rows: SaleRow[] }) {
  const translate = useTranslate();
  const choice = (group: string, code: string) => translate(`resources.orders.choices.${group}.${code}`);
  const columns: FigureColumn<SaleRow>[] = [
    { key: 'createdAt', label: translate(`${S}createdAt`), text: true, cell: (s) => formatDateTime(s.createdAt) },
    { key: 'buyer', label: translate(`${S}buyer`), text: true, cell: (s) => s.buyer.name || translate('app.missing.noName') },
    { key: 'channel', label: translate(`${S}channel`), text: true, cell: (s) => choice('channel', s.channel) },
    { key: 'status', label: translate(`${S}status`), text: true, cell: (s) => choice('status', s.status) },
    { key: 'methods', label: translate(`${S}methods`), text: true, cell: (s) => s.paymentMethods.map((m) => choice('paymentMethod', m)).join(', ') },
    { key: 'tickets', label: translate(`${S}tickets`), cell: (s) => count(s.tickets) },
    { key: 'total', label: translate(`${S}total`), cell: (s) => money(s.total) },
    { key: 'refunded', label: translate(`${S}refunded`), cell: (s) => money(s.refunded) },
  ];
  return <FigureTable label={translate(`${S}table`)} firstLabel={translate(`${S}code`)} columns={columns} rows={rows.map((s) => ({ key: s.id, name: s.code, data: s }))} />;
}

export default function SalesReport({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const eventId = String(record.id);
  const calls = useReportCalls();
  const allowed = useReportAccess('show') === true;
  const [params, setParams] = useSearchParams();
  const type = params.get('type') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    queryKey: ['reports', 'sales', eventId, type ?? '', page],
    queryFn: () => calls.eventSales(eventId, { page, limit: SALES_PER_PAGE, type }),
    enabled: allowed,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const set = (changes: Record<string, string | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v); else next.delete(k);
      return next;
    });
  const filter = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField select size="small" label={translate(`${S}method`)} value={type ?? ''} onChange={(e) => set({ type: e.target.value || undefined, page: undefined })}
        sx={{ minWidth: 260 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate(`${S}allMethods`)}</MenuItem>
        {PAYMENT_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {translate(`resources.orders.choices.paymentMethod.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      <SalesExportButton eventId={eventId} type={type} />
    </Stack>
  );
  return (
    <ReportFrame query={query} actions={filter} rows={SALES_PER_PAGE}>
      {(result) => (
        <>
          {result.data.length ? <Rows rows={result.data} /> : <EmptySales />}
          <ListPagination page={page} perPage={SALES_PER_PAGE} count={result.data.length} total={result.total} onPage={(p) => set({ page: String(p) })} />
        </>
      )}
    </ReportFrame>
  );
}

function EmptySales() {
  const translate = useTranslate();
  return <Stack sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{translate(`${S}empty`)}</Stack>;
}
