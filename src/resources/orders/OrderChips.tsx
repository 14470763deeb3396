/** An order's status and a refund's status as filled chips in the catalogue's words (filled: the theme picks a readable text colour). */
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderStatus, RefundStatus } from '../../shared/resources/orders/codes';

const ORDER_COLOURS: Record<OrderStatus, ChipProps['color']> = {
  '@PAID': 'success',
  '@PENDING': 'warning',
  '@CANCELED': 'default',
  '@REFUNDED': 'error',
  '@PARTIALLY_REFUNDED': 'info',
};

const REFUND_COLOURS: Record<RefundStatus, ChipProps['color']> = { '@DONE': 'success', '@PENDING': 'warning', '@FAILED': 'error' };

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={ORDER_COLOURS[status] ?? 'default'} label={translate(`resources.orders.choices.status.${status}`)} />;
}

export function RefundStatusChip({ status }: { status: RefundStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={REFUND_COLOURS[status] ?? 'default'} label={translate(`resources.orders.choices.refundStatus.${status}`)} />;
}
