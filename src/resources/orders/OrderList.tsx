/**
 * /orders (issue 12, spec 1 section 2.1 "Pedidos"): the business's orders newest first, 10 a page,
 * searched by code, buyer name, e-mail or CPF and filtered (all in the address query), a table on
 * a computer and cards on a phone; skeleton rows while a page loads, never an empty state first.
 */
import { Box, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageAccess } from '../../framework/usePageAccess';
import { PageHeader } from '../../framework/PageHeader';
import { ListPagination } from '../../framework/ListPagination';
import { LoadError } from '../../framework/LoadError';
import { ShowLink } from '../../framework/ShowLink';
import { RecordCard } from '../../framework/RecordCard';
import { EllipsisText } from '../../framework/EllipsisText';
import { useListLocation } from '../../framework/useListLocation';
import { useQueryFilters } from '../../framework/useQueryFilters';
import { dayBoundary, formatDateTime } from '../../framework/dates';
import { EmptyState } from '../../custom/EmptyState';
import { showPathOf } from '../../shared/definition';
import { orders } from '../../shared/resources/orders/definition';
import { OrderFilters, ORDER_FILTER_KEYS } from './OrderFilters';
import { OrderStatusChip } from './OrderChips';
import { money } from './orderFormat';
import type { OrderRecord } from './orderTypes';

const PER_PAGE = orders.list.perPage;
const COLUMNS = ['code', 'createdAt', 'customerName', 'eventId', 'channel', 'paymentMethods', 'status', 'total'] as const;

function Buyer({ order }: { order: OrderRecord }) {
  const translate = useTranslate();
  return (
    <>
      <EllipsisText text={order.customerName || translate('resources.orders.list.noBuyer')} />
      {order.customerEmail ? (
        <Typography variant="caption" color="text.secondary" component="div">
          <EllipsisText text={order.customerEmail} />
        </Typography>
      ) : null}
    </>
  );
}

function useLabels() {
  const translate = useTranslate();
  return {
    channel: (o: OrderRecord) => translate(`resources.orders.choices.channel.${o.channel}`),
    payment: (o: OrderRecord) => o.paymentMethods.map((m) => translate(`resources.orders.choices.paymentMethod.${m}`)).join(', '),
    event: (o: OrderRecord) => o.event.title || translate('resources.orders.list.noEvent'),
  };
}

function OrderTable({ rows }: { rows: OrderRecord[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const label = useLabels();
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={translate('resources.orders.name', { smart_count: 2 })}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} align={c === 'total' ? 'right' : 'left'}>
                {translate(c === 'createdAt' ? 'app.fields.createdAt' : `resources.orders.fields.${c}`)}
              </TableCell>
            ))}
            <TableCell align="right">{translate('app.table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((o) => (
            <TableRow key={o.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(showPathOf(orders, o.id))}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{o.code}</TableCell>
              <TableCell sx={{ minWidth: 90 }}>{formatDateTime(o.createdAt)}</TableCell>
              <TableCell sx={{ maxWidth: 200 }}>
                <Buyer order={o} />
              </TableCell>
              <TableCell sx={{ maxWidth: 180 }}>
                <EllipsisText text={label.event(o)} />
              </TableCell>
              <TableCell>{label.channel(o)}</TableCell>
              <TableCell sx={{ maxWidth: 140 }}>
                <EllipsisText text={label.payment(o)} />
              </TableCell>
              <TableCell>
                <OrderStatusChip status={o.status} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(o.total)}
              </TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                <ShowLink def={orders} id={o.id} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function OrderCards({ rows }: { rows: OrderRecord[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const label = useLabels();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {rows.map((o) => (
        <RecordCard
          key={o.id}
          sx={{ cursor: 'pointer' }}
          onClick={() => navigate(showPathOf(orders, o.id))}
          title={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {o.code}
              </Box>
              <span>{money(o.total)}</span>
            </Box>
          }
          lines={[
            o.customerName || translate('resources.orders.list.noBuyer'),
            label.event(o),
            `${formatDateTime(o.createdAt)} · ${label.channel(o)}${o.paymentMethods.length ? ` · ${label.payment(o)}` : ''}`,
          ]}
          footer={
            <Box sx={{ mt: 1 }}>
              <OrderStatusChip status={o.status} />
            </Box>
          }
          action={<ShowLink def={orders} id={o.id} />}
        />
      ))}
    </Box>
  );
}

/** Rows of grey bars in the table's (or the cards') place while the page loads. */
function OrderSkeleton({ phone }: { phone: boolean }) {
  const translate = useTranslate();
  return (
    <Box aria-busy="true" aria-label={translate('app.toast.loading')} sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: phone ? 4 : PER_PAGE }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={phone ? 112 : 41} />
      ))}
    </Box>
  );
}

export function OrderList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { allowed } = usePageAccess('list', orders.name);
  const { search, page, input, setInput, setPage } = useListLocation();
  const { values, setFilter } = useQueryFilters(ORDER_FILTER_KEYS);
  const [, setParams] = useSearchParams();
  const clear = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const key of ORDER_FILTER_KEYS) next.delete(key);
      next.set('page', '1');
      return next;
    });

  // The address keeps the typed days; the API takes São Paulo's day bounds in ISO UTC.
  const filter = {
    search: search || undefined,
    status: values.status || undefined,
    channel: values.channel || undefined,
    paymentMethod: values.paymentMethod || undefined,
    eventId: values.eventId || undefined,
    startAt: dayBoundary(values.startAt, 'start'),
    endAt: dayBoundary(values.endAt, 'end'),
  };
  const { data, total, isPending, error, refetch } = useGetList<OrderRecord>(
    orders.name,
    { pagination: { page, perPage: PER_PAGE }, sort: orders.list.sort, filter },
    { enabled: allowed },
  );
  const rows = data ?? [];

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('resources.orders.name', { smart_count: 2 })} />
      <OrderFilters search={input} onSearch={setInput} values={values} onFilter={setFilter} onClear={clear} />
      {error ? <LoadError error={error} fallback="resources.orders.loadError" onRetry={() => void refetch()} /> : null}
      {isPending || !allowed ? (
        error ? null : <OrderSkeleton phone={phone} />
      ) : rows.length === 0 ? (
        <EmptyState message="resources.orders.empty" />
      ) : (
        <>
          {phone ? <OrderCards rows={rows} /> : <OrderTable rows={rows} />}
          <ListPagination page={page} perPage={PER_PAGE} count={rows.length} total={total ?? 0} onPage={setPage} />
        </>
      )}
    </Box>
  );
}
