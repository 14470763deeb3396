/** The order page's head: what, when and through which channel, the buyer, and the money (totals, paid, refunded). */
import type { ReactNode } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DetailSection } from '../../framework/DetailSection';
import { formatDateTime } from '../../framework/dates';
import { OrderStatusChip } from './OrderChips';
import { cpfText, money, phoneText } from './orderFormat';
import type { OrderDetail } from './orderTypes';

/** A label and its value, as a description list pair. */
export function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : undefined }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function OrderSummary({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const t = (key: string, opts?: object) => translate(`resources.orders.show.${key}`, opts);
  const subtotal = order.items.reduce((a, i) => a + i.unitPrice * i.quantity, 0);
  return (
    <>
      <DetailSection title={t('sections.summary')}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <Pair label={translate('resources.orders.fields.status')}>
            <OrderStatusChip status={order.status} />
          </Pair>
          <Pair label={translate('resources.orders.fields.channel')}>{translate(`resources.orders.choices.channel.${order.channel}`)}</Pair>
          <Pair label={t('createdAt')}>{formatDateTime(order.createdAt)}</Pair>
          <Pair label={order.canceledAt ? t('canceledAt') : t('paidAt')}>{formatDateTime(order.canceledAt ?? order.paidAt) || '—'}</Pair>
          <Pair label={t('event')}>
            {order.event.title || translate('resources.orders.list.noEvent')}
            {order.event.startAt ? ` · ${formatDateTime(order.event.startAt)}` : ''}
          </Pair>
          {order.session ? <Pair label={t('session')}>{order.session.title}</Pair> : null}
          {order.sellerName ? <Pair label={t('seller')}>{order.sellerName}</Pair> : null}
        </Box>
      </DetailSection>
      <DetailSection title={t('sections.buyer')}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <Pair label={translate('resources.orders.fields.customerName')}>{order.customerName || translate('app.missing.noName')}</Pair>
          <Pair label={translate('resources.orders.fields.customerEmail')}>{order.customerEmail || translate('app.missing.noEmail')}</Pair>
          <Pair label={translate('resources.orders.fields.customerCpf')}>{cpfText(order.customerCpf) || translate('app.missing.notRegistered')}</Pair>
          <Pair label={translate('resources.orders.fields.customerPhone')}>{phoneText(order.customerPhone) || translate('app.missing.noPhone')}</Pair>
        </Box>
      </DetailSection>
      <DetailSection title={t('sections.money')}>
        <Box sx={{ maxWidth: 420 }}>
          <Line label={t('subtotal')} value={money(subtotal)} />
          {order.fees ? <Line label={t('fees')} value={money(order.fees)} /> : null}
          {order.couponDiscount ? <Line label={t('coupon', { code: order.couponCode ?? '' })} value={`− ${money(order.couponDiscount)}`} /> : null}
          {order.discount ? <Line label={t('discount')} value={`− ${money(order.discount)}`} /> : null}
          <Line label={t('total')} value={money(order.total)} strong />
          <Divider sx={{ my: 1 }} />
          <Line label={t('paid')} value={money(order.paid)} />
          {order.refunded ? <Line label={t('refunded')} value={`− ${money(order.refunded)}`} /> : null}
          {order.refundPending ? <Line label={t('refundPending')} value={money(order.refundPending)} /> : null}
        </Box>
      </DetailSection>
    </>
  );
}
