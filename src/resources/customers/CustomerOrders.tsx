/**
 * A customer's orders on their page: code (a link to the order's page), date, event, channel,
 * status, tickets, total and what refunds returned; a table on a computer, cards on a phone.
 */
import { Box, Link as MuiLink, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { formatAmount } from '../../framework/money';
import { formatDateTime } from '../../framework/dates';
import { RecordCard } from '../../framework/RecordCard';
import type { CustomerOrder } from './customerTypes';

/** The order's page, built by the orders area (react-admin's show path of the `orders` resource). */
export const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}/show`;

function useOrderLabels() {
  const translate = useTranslate();
  return {
    event: (o: CustomerOrder) => o.event.title || translate('resources.customers.show.noEvent'),
    status: (o: CustomerOrder) => translate(`resources.orders.choices.status.${o.status}`, { _: o.status }),
    channel: (o: CustomerOrder) => translate(`resources.orders.choices.channel.${o.channel}`, { _: o.channel }),
  };
}

function OrderLink({ order }: { order: CustomerOrder }) {
  const translate = useTranslate();
  return (
    <MuiLink
      component={Link}
      to={orderPath(order.id)}
      aria-label={translate('resources.customers.show.openOrder', { code: order.code })}
      sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
    >
      {order.code}
    </MuiLink>
  );
}

const COLUMNS = ['order', 'date', 'event', 'channel', 'status', 'tickets', 'total', 'refunded'] as const;
const RIGHT = new Set(['tickets', 'total', 'refunded']);

export function CustomerOrdersTable({ orders }: { orders: CustomerOrder[] }) {
  const translate = useTranslate();
  const label = useOrderLabels();
  const cells = (o: CustomerOrder) => ({
    order: <OrderLink order={o} />,
    date: formatDateTime(o.createdAt),
    event: label.event(o),
    channel: label.channel(o),
    status: label.status(o),
    tickets: o.ticketsCount.toLocaleString('pt-BR'),
    total: formatAmount(o.total),
    refunded: formatAmount(o.refunded),
  });
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={translate('resources.customers.show.orders')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} align={RIGHT.has(c) ? 'right' : 'left'}>
                {translate(`resources.customers.show.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((o) => {
            const row = cells(o);
            return (
              <TableRow key={o.id}>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align={RIGHT.has(c) ? 'right' : 'left'}>
                    {row[c]}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function CustomerOrderCards({ orders }: { orders: CustomerOrder[] }) {
  const translate = useTranslate();
  const label = useOrderLabels();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {orders.map((o) => (
        <RecordCard
          key={o.id}
          title={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <OrderLink order={o} />
              <span>{formatAmount(o.total)}</span>
            </Box>
          }
          lines={[
            label.event(o),
            `${formatDateTime(o.createdAt)} · ${label.channel(o)}`,
            `${label.status(o)} · ${translate('resources.customers.card.tickets', { smart_count: o.ticketsCount })}`,
            ...(o.refunded ? [`${translate('resources.customers.show.refunded')}: ${formatAmount(o.refunded)}`] : []),
          ]}
        />
      ))}
    </Box>
  );
}

export function NoOrders() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('resources.customers.show.noOrders')}</Typography>;
}
