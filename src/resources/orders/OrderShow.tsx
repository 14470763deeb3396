/**
 * /orders/{id}/show (issue 12): the whole order (summary, buyer, money, items, payments, refunds,
 * tickets with their QR codes, history) and its actions. An action is offered only when the
 * order's state allows it (`can`, from the server) and the user's codes do (orderActionAccess);
 * the server refuses anyway.
 */
import { useState } from 'react';
import { Box, Button, Skeleton, Stack } from '@mui/material';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import Block from '@mui/icons-material/Block';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageAccess } from '../../framework/usePageAccess';
import { PageHeader } from '../../framework/PageHeader';
import { LoadError } from '../../framework/LoadError';
import { ConfirmDialog } from '../../framework/ConfirmDialog';
import { useToastedCall } from '../../framework/useToastedCall';
import { EmptyState } from '../../custom/EmptyState';
import { useAccessContext } from '../../layout/useAccessContext';
import { canAccessResource } from '../../shared/permissions';
import { routeOf } from '../../shared/definition';
import { orders } from '../../shared/resources/orders/definition';
import { orderActionAccess } from '../../shared/resources/orders/access';
import { useOrderCalls } from './orderCalls';
import { OrderSummary } from './OrderSummary';
import { OrderItems, OrderPayments } from './OrderItemsPayments';
import { OrderRefunds } from './OrderRefunds';
import { OrderTickets } from './OrderTickets';
import { OrderTimeline } from './OrderTimeline';
import { RefundDialog } from './RefundDialog';
import { ResendDialog } from './ResendDialog';
import type { OrderDetail, OrderRefund } from './orderTypes';

type Open = 'refund' | 'resend' | 'cancel' | null;

export function OrderShow() {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useOrderCalls();
  const toasted = useToastedCall();
  const { id = '' } = useParams();
  const { allowed } = usePageAccess('show', orders.name);
  const ctx = useAccessContext();
  const may = (action: 'create' | 'edit') => Boolean(ctx && canAccessResource(orderActionAccess, action, ctx));
  const { data, isPending, error, refetch } = useGetOne<OrderDetail>(orders.name, { id }, { enabled: allowed && Boolean(id) });
  // The list seeds react-admin's getOne cache with its rows: until the whole order arrives, that row is not one.
  const order = data && Array.isArray(data.items) ? data : undefined;
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);

  const done = () => {
    setOpen(null);
    void refetch();
  };
  const cancel = async () => {
    setOpen(null);
    setBusy(true);
    await toasted(() => calls.cancelOrder(id), { success: 'resources.orders.cancel.done', fallback: 'resources.orders.cancel.error' });
    setBusy(false);
    void refetch();
  };
  const retry = async (refund: OrderRefund) => {
    setBusy(true);
    try {
      const answer = await calls.retryRefund(id, refund.id);
      if (answer.status === '@DONE') notify('resources.orders.show.retried', { type: 'success' });
      else notify(answer.gatewayMessage ?? 'resources.orders.show.retried', { type: answer.status === '@FAILED' ? 'error' : 'warning', messageArgs: { _: answer.gatewayMessage ?? undefined } });
    } catch (err) {
      const message = (err as { message?: string })?.message;
      notify(message || 'resources.orders.show.retryError', { type: 'error', messageArgs: { _: message || undefined } });
    } finally {
      setBusy(false);
      void refetch();
    }
  };

  const title = order ? translate('resources.orders.show.title', { code: order.code }) : translate('resources.orders.name', { smart_count: 1 });
  const actions = order ? (
    // A line of its own on a phone: beside the title they would squeeze it.
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
      {may('create') && (order.can.refundFees || order.can.refundTickets) ? (
        <Button variant="contained" color="error" startIcon={<CurrencyExchange />} disabled={busy} onClick={() => setOpen('refund')}>
          {translate('resources.orders.actions.refund')}
        </Button>
      ) : null}
      {may('edit') && order.can.resend ? (
        <Button variant="outlined" startIcon={<ForwardToInbox />} disabled={busy} onClick={() => setOpen('resend')}>
          {translate('resources.orders.actions.resend')}
        </Button>
      ) : null}
      {may('edit') && order.can.cancel ? (
        <Button variant="outlined" color="error" startIcon={<Block />} disabled={busy} onClick={() => setOpen('cancel')}>
          {translate('resources.orders.actions.cancel')}
        </Button>
      ) : null}
    </Stack>
  ) : null;

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={title} backTo={routeOf(orders)} actions={actions} />
      {error ? (
        (error as { status?: number }).status === 404 ? (
          <EmptyState message="resources.orders.show.notFound" />
        ) : (
          <LoadError error={error} onRetry={() => void refetch()} />
        )
      ) : isPending || !order ? (
        <Box aria-busy="true" aria-label={translate('app.toast.loading')} sx={{ display: 'grid', gap: 2 }}>
          {[120, 90, 160, 200].map((h, i) => (
            <Skeleton key={i} variant="rounded" height={h} />
          ))}
        </Box>
      ) : (
        // One column that never grows past the page: a long event title or a table wraps or scrolls inside it.
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <OrderSummary order={order} />
          <OrderItems order={order} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            <OrderPayments order={order} />
            <OrderRefunds order={order} busy={busy} onRetry={may('create') ? (r) => void retry(r) : undefined} />
          </Box>
          <OrderTickets tickets={order.issuedTickets} />
          <OrderTimeline entries={order.timeline} />
        </Box>
      )}
      {order && open === 'refund' ? <RefundDialog order={order} open onClose={() => setOpen(null)} onDone={done} /> : null}
      {order && open === 'resend' ? <ResendDialog order={order} onClose={() => setOpen(null)} onDone={done} /> : null}
      <ConfirmDialog
        open={open === 'cancel'}
        title="resources.orders.cancel.title"
        content={order ? translate('resources.orders.cancel.text', { code: order.code }) : ''}
        confirmLabel="resources.orders.cancel.confirm"
        cancelLabel="resources.orders.cancel.back"
        confirmColor="error"
        onConfirm={() => void cancel()}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
