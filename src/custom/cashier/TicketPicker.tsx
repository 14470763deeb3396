/**
 * The lots of the event shown in the cashier, by sector and ticket: price, places left (or why
 * it is not on sale) and a quantity each. Lots of another event session than the chosen one
 * are left out; a ticket restricted to card BINs says which cards pay it.
 */
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import CreditCard from '@mui/icons-material/CreditCard';
import { useTranslate } from 'react-admin';
import { formatAmount } from '../../framework/money';
import type { CatalogSector } from '../../dataProvider/cashierCalls';
import { QuantityStepper } from './QuantityStepper';

export interface TicketPickerProps {
  sectors: CatalogSector[];
  sessionId: string | null;
  quantities: Record<string, number>;
  onChange: (lotId: string, quantity: number) => void;
}

export function TicketPicker({ sectors, sessionId, quantities, onChange }: TicketPickerProps) {
  const translate = useTranslate();
  const shown = sectors
    .map((s) => ({ ...s, tickets: s.tickets.map((t) => ({ ...t, lots: t.lots.filter((l) => !l.sessionId || l.sessionId === sessionId) })).filter((t) => t.lots.length) }))
    .filter((s) => s.tickets.length);
  if (!shown.length) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{translate('app.cashier.sell.noLots')}</Typography>
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      {shown.map((sector) => (
        <Box key={sector.id} component="section" aria-labelledby={`sector-${sector.id}`}>
          <Typography id={`sector-${sector.id}`} variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5, textTransform: 'uppercase', letterSpacing: 0.5 }}>
            {sector.name}
          </Typography>
          <Paper variant="outlined">
            {sector.tickets.flatMap((ticket) =>
              ticket.lots.map((lot) => {
                const onSale = lot.status === '@ON_SALE' && lot.left > 0;
                const name = `${ticket.title} – ${lot.title}`;
                const category = ticket.category === '@OTHERS' && ticket.otherName ? ticket.otherName : translate(`resources.tickets.choices.category.${ticket.category}`, { _: '' });
                return (
                  <Box
                    key={lot.id}
                    sx={{
                      display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 },
                      // Not on sale: greyed by its background and muted text, never by opacity (contrast stays readable).
                      ...(onSale ? {} : { bgcolor: 'action.hover', color: 'text.secondary' }),
                    }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>
                        {ticket.title} <Typography component="span" color="text.secondary">· {lot.title}</Typography>
                      </Typography>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {formatAmount(lot.price)}
                        </Typography>
                        {ticket.category !== '@ENTIRE' && category ? <Chip size="small" label={category} /> : null}
                        {ticket.type === '@MULTIPLE' && ticket.amountMultiple ? (
                          <Typography variant="body2" color="text.secondary">
                            {translate('app.cashier.sell.admits', { smart_count: ticket.amountMultiple })}
                          </Typography>
                        ) : null}
                        <Typography variant="body2" color={onSale ? 'text.secondary' : 'warning.main'}>
                          {onSale ? translate('app.cashier.sell.left', { smart_count: lot.left }) : translate(`resources.lots.status.${lot.left > 0 ? lot.status : '@SOLD_OUT'}`)}
                        </Typography>
                      </Stack>
                      {ticket.cardBins.length ? (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                          <CreditCard sx={{ fontSize: 14 }} />
                          {translate('app.cashier.sell.binOnly', { cards: ticket.cardBins.join(', ') })}
                        </Typography>
                      ) : null}
                    </Box>
                    <QuantityStepper value={quantities[lot.id] ?? 0} max={onSale ? lot.left : 0} label={name} disabled={!onSale} onChange={(q) => onChange(lot.id, q)} />
                  </Box>
                );
              }),
            )}
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}
