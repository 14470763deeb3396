/**
 * The end of a sale: the change to hand back, the order's code and each ticket's QR code (the
 * signed payload the door checks), printable, and where the tickets were sent. Enter or Esc
 * starts the next sale.
 */
import { useEffect } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import Print from '@mui/icons-material/Print';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { useTranslate } from 'react-admin';
import { formatAmount } from '../../framework/money';
import { formatWhatsapp } from '../../framework/format';
import { formatDateTime } from '../../framework/dates';
import { PrintArea } from '../../framework/PrintArea';
import { TicketQrCode } from '../redeem/TicketQrCode';
import type { CashierOrder } from '../../dataProvider/cashierCalls';
import { METHOD_LABEL } from './PaymentRows';

export function SaleDone({ order, onNext }: { order: CashierOrder; onNext: () => void }) {
  const translate = useTranslate();
  // The confirm may have been far down the page (a phone): the change to hand back comes first.
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onNext();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNext]);
  const category = (code: string) => translate(`resources.tickets.choices.category.${code}`, { _: '' });
  return (
    <PrintArea>
      <Stack spacing={2}>
        <Alert severity="success" data-no-print>
          {translate('app.cashier.done.sold', { code: order.code })}
        </Alert>
        {order.change > 0 ? (
          <Paper variant="outlined" sx={{ p: 2, textAlign: 'center', borderColor: 'success.main' }} data-no-print>
            <Typography variant="overline">{translate('app.cashier.sell.change')}</Typography>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700 }} data-testid="done-change">
              {formatAmount(order.change)}
            </Typography>
          </Paper>
        ) : null}
        <Box>
          <Typography variant="h6" component="h2">
            {order.event.title}
            {order.session?.title ? ` · ${order.session.title}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.cashier.done.orderLine', { code: order.code, date: formatDateTime(order.createdAt) })}
          </Typography>
          <Typography variant="body2">
            {translate('app.cashier.done.paid', {
              total: formatAmount(order.total),
              methods: order.payments.map((p) => `${translate(`${METHOD_LABEL}${p.method}`)} ${formatAmount(p.received ?? p.amount)}`).join(' + ') || '—',
            })}
          </Typography>
        </Box>
        {order.messages.length ? (
          <Alert severity="info" data-no-print>
            {translate('app.cashier.done.sentTo', { contacts: order.messages.map((m) => (m.channel === '@WHATSAPP' ? formatWhatsapp(m.contact) : m.contact)).join(', ') })}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          {order.tickets.map((t) => (
            <Paper key={t.id} variant="outlined" sx={{ p: 1.5, textAlign: 'center', breakInside: 'avoid' }}>
              <TicketQrCode code={t.qr} size={168} label={translate('app.cashier.done.qrOf', { code: t.code })} />
              <Typography sx={{ fontWeight: 600 }}>{[t.ticket, t.lot].filter(Boolean).join(' · ')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[t.sector, category(t.category), t.admits > 1 ? translate('app.cashier.sell.admits', { smart_count: t.admits }) : null].filter(Boolean).join(' · ')}
              </Typography>
              <Typography sx={{ fontFamily: 'monospace', letterSpacing: 1 }}>{t.code}</Typography>
            </Paper>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} data-no-print>
          <Button variant="contained" size="large" startIcon={<AddShoppingCart />} onClick={onNext} autoFocus>
            {translate('app.cashier.done.next')}
          </Button>
          <Button variant="outlined" size="large" startIcon={<Print />} onClick={() => window.print()}>
            {translate('app.cashier.done.print')}
          </Button>
        </Stack>
      </Stack>
    </PrintArea>
  );
}
