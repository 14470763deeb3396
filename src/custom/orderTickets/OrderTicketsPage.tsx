/**
 * /ingressos#<token>: the buyer's page of an order, linked from the message that sends its tickets
 * (server/delivery/orderMessage.ts): the event, the order code and each ticket with its QR code,
 * without login and made for a phone. The token stays in the address's fragment (never sent to a
 * server by the browser) and reaches the API in a POST body. Its own lazy chunk (qrcode).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Place from '@mui/icons-material/Place';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../framework/dates';
import { useDocumentTitle } from '../../framework/useDocumentTitle';
import { PublicBusinessFrame } from '../PublicBusinessFrame';
import { TicketQrCode } from '../redeem/TicketQrCode';
import type { PublicOrderTickets } from '../../resources/orders/orderTypes';
import { useOrderTicketsApi } from './orderTicketsApi';

const tokenOf = (hash: string) => {
  const token = hash.replace(/^#/, '').trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(token) ? token : '';
};

function TicketCard({ ticket }: { ticket: PublicOrderTickets['tickets'][number] }) {
  const translate = useTranslate();
  const t = (key: string, opts?: object) => translate(`app.public.order.${key}`, opts);
  return (
    <Card variant="outlined" sx={ticket.canceled ? { opacity: 0.7 } : undefined}>
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{[ticket.sectorName, ticket.ticketTitle, ticket.lotTitle].filter(Boolean).join(' · ')}</Typography>
          {ticket.holderName ? (
            <Typography variant="body2" color="text.secondary">
              {ticket.holderName}
            </Typography>
          ) : null}
          {ticket.qr ? <TicketQrCode code={ticket.qr} label={t('qrLabel', { code: ticket.code })} /> : null}
          <Typography sx={{ fontFamily: 'monospace', letterSpacing: 1, overflowWrap: 'anywhere' }}>{ticket.code}</Typography>
          {ticket.canceled ? <Chip color="default" label={t('canceled')} /> : ticket.checkedInAt ? <Chip color="info" label={t('checkedIn', { date: formatDateTime(ticket.checkedInAt) })} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function OrderTicketsPage() {
  const translate = useTranslate();
  const api = useOrderTicketsApi();
  useDocumentTitle(translate('app.public.orderTickets'));
  const [token, setToken] = useState(() => tokenOf(window.location.hash));
  // Another link opened in the same tab changes only the fragment: no new page load.
  useEffect(() => {
    const follow = () => setToken(tokenOf(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const [order, setOrder] = useState<PublicOrderTickets | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    setOrder(null);
    setError('');
    if (!token) return;
    let live = true;
    api.get(token).then(
      (o) => live && setOrder(o),
      (e: { message?: string }) => live && setError(e?.message || translate('app.toast.queryError')),
    );
    return () => {
      live = false;
    };
  }, [api, token, translate]);

  const failure = !token ? translate('app.public.order.missing') : error;
  const place = order ? [order.event.city, order.event.state].filter(Boolean).join(' - ') : '';
  return (
    <PublicBusinessFrame business={order?.business} fallbackTitle="app.public.orderTickets">
      {failure ? (
        <Alert severity="error" variant="outlined">
          {failure}
        </Alert>
      ) : !order ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={translate('app.toast.loading')} />
        </Box>
      ) : (
        <Stack spacing={2}>
          <Box>
            {order.name ? (
              <Typography variant="body2" color="text.secondary">
                {translate('app.public.order.for', { name: order.name })}
              </Typography>
            ) : null}
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {order.event.title?.trim() || translate('resources.events.card.noTitle')}
            </Typography>
            {order.event.startAt ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                <CalendarMonth fontSize="small" />
                <Typography variant="body2">{formatDateTime(order.event.startAt)}</Typography>
              </Box>
            ) : null}
            {place ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                <Place fontSize="small" />
                <Typography variant="body2">{place}</Typography>
              </Box>
            ) : null}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('app.public.order.code', { code: order.code })}
            </Typography>
          </Box>
          <Alert severity="info">{translate('app.public.order.show')}</Alert>
          {order.tickets.map((ticket) => (
            <TicketCard key={ticket.code} ticket={ticket} />
          ))}
        </Stack>
      )}
    </PublicBusinessFrame>
  );
}
