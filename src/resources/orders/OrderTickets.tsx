/** The order's tickets, each with its QR code (the signed payload the door reads), holder and state. */
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DetailSection } from '../../framework/DetailSection';
import { formatDateTime } from '../../framework/dates';
import { TicketQrCode } from '../../custom/redeem/TicketQrCode';
import type { IssuedTicket } from './orderTypes';

function TicketState({ ticket }: { ticket: IssuedTicket }) {
  const translate = useTranslate();
  const t = (key: string, opts?: object) => translate(`resources.orders.show.ticketStatus.${key}`, opts);
  if (ticket.cancelReason) return <Chip size="small" color={ticket.cancelReason === '@REFUNDED' ? 'error' : 'default'} label={t(ticket.cancelReason)} />;
  if (ticket.checkedInAt) return <Chip size="small" color="info" label={t('checkedIn', { date: formatDateTime(ticket.checkedInAt) })} />;
  return <Chip size="small" color="success" label={t('valid')} />;
}

export function OrderTickets({ tickets }: { tickets: IssuedTicket[] }) {
  const translate = useTranslate();
  return (
    <DetailSection title={translate('resources.orders.show.sections.tickets')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {tickets.map((ticket) => (
          <Card key={ticket.id} variant="outlined" sx={ticket.canceledAt ? { opacity: 0.7 } : undefined}>
            <CardContent sx={{ display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}>
              {ticket.qr ? <TicketQrCode code={ticket.qr} size={160} label={translate('resources.orders.show.qrLabel', { code: ticket.code })} /> : null}
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {ticket.code}
              </Typography>
              <Typography variant="body2">{[ticket.sectorName, ticket.ticketTitle, ticket.lotTitle].filter(Boolean).join(' · ')}</Typography>
              {ticket.holderName ? (
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.orders.show.holder', { name: ticket.holderName })}
                </Typography>
              ) : null}
              <TicketState ticket={ticket} />
            </CardContent>
          </Card>
        ))}
      </Box>
    </DetailSection>
  );
}
