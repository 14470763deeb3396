/**
 * The event's settlement with its producer (GET /events/{id}/balances/details): net sales (ticket
 * sales less refunds and POS fees), plus credits, less debits, and what the producer is owed (or
 * owes). Skeleton lines while loading; the server's message with 'Tentar novamente' on failure.
 */
import type { ReactNode } from 'react';
import { Box, Divider, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Settlement } from '../../shared/resources/balances/settlement';
import { formatAmount } from '../../framework/money';
import { LoadError } from '../../framework/LoadError';

const S = 'resources.balances.settlement.';

function Line({ label, note, value, sign, strong }: { label: string; note?: string; value: number; sign?: '+' | '−'; strong?: boolean }) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: strong ? 700 : 400 }}>
          {label}
        </Typography>
        {note ? (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {note}
          </Typography>
        ) : null}
      </Box>
      <Typography component="span" sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {sign ? `${sign} ` : ''}
        {formatAmount(value)}
      </Typography>
    </Box>
  );
}

const List = ({ children }: { children: ReactNode }) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {children}
  </Box>
);

export function SettlementPanel({ settlement, error, onRetry }: { settlement?: Settlement; error?: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const s = settlement;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="settlement-title" sx={{ p: 2 }}>
      <Typography id="settlement-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${S}title`)}
      </Typography>
      {error ? (
        <LoadError error={error} fallback={`${S}loadError`} onRetry={onRetry} />
      ) : !s ? (
        <Box aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="text" height={32} />
          ))}
        </Box>
      ) : (
        <Box data-testid="settlement">
          <List>
            <Line
              label={translate(`${S}ticketSales`)}
              note={`${translate(`${S}orders`, { smart_count: s.sales.orders })} · ${translate(`${S}tickets`, { smart_count: s.sales.tickets })}`}
              value={s.sales.ticketSales}
            />
            <Line label={translate(`${S}refunds`)} value={s.sales.refunds} sign="−" />
            <Line label={translate(`${S}posFees`)} value={s.sales.posFees} sign="−" />
          </List>
          <Divider sx={{ my: 0.5 }} />
          <List>
            <Line label={translate(`${S}net`)} value={s.sales.net} strong />
            <Line label={translate(`${S}credits`)} note={translate(`${S}entries`, { smart_count: s.credits.count })} value={s.credits.total} sign="+" />
            <Line label={translate(`${S}debits`)} note={translate(`${S}entries`, { smart_count: s.debits.count })} value={s.debits.total} sign="−" />
          </List>
          <Divider sx={{ my: 0.5 }} />
          <List>
            <Line label={translate(s.owed < 0 ? `${S}owes` : `${S}owed`)} value={Math.abs(s.owed)} strong />
          </List>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate(`${S}feesNote`)}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
