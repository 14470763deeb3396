/** The lots of a ticket on its detail page: price, quantity, sold, status, sales window, session. */
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, type ChipProps } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { formatAmount } from '../../framework/money';
import { formatDateTime } from '../../framework/dates';

const STATUS_COLOR: Record<string, ChipProps['color']> = {
  '@ON_SALE': 'success',
  '@WAITING': 'default',
  '@SCHEDULED': 'info',
  '@ENDED': 'default',
  '@SOLD_OUT': 'error',
};

const number = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('pt-BR') : '0');

function salesWindow(lot: RaRecord, translate: (key: string, args?: object) => string): string {
  const start = formatDateTime(lot.startAt);
  const end = formatDateTime(lot.endAt);
  if (start && end) return translate('resources.tickets.details.window', { start, end });
  if (start) return translate('resources.tickets.details.windowFrom', { start });
  if (end) return translate('resources.tickets.details.windowUntil', { end });
  return translate('resources.tickets.details.noWindow');
}

export function TicketLotsTable({ lots, sessions }: { lots: RaRecord[]; sessions: Map<string, string> }) {
  const translate = useTranslate();
  if (!lots.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('resources.lots.empty')}
      </Typography>
    );
  }
  const head = ['title', 'price', 'quantity', 'sold', 'status'].map((f) => translate(`resources.lots.fields.${f}`));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      {/* One line per lot: on a phone the table scrolls sideways instead of stacking words. */}
      <Table size="small" aria-label={translate('resources.lots.name', { smart_count: 2 })} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {head.map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
            <TableCell>{translate('resources.tickets.details.salesWindow')}</TableCell>
            <TableCell>{translate('resources.lots.fields.sessionId')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lots.map((lot) => (
            <TableRow key={String(lot.id)}>
              <TableCell>{lot.title}</TableCell>
              <TableCell>{formatAmount(lot.price)}</TableCell>
              <TableCell>{number(lot.quantity)}</TableCell>
              <TableCell>{number(lot.sold)}</TableCell>
              <TableCell>
                {lot.status ? <Chip size="small" color={STATUS_COLOR[lot.status] ?? 'default'} label={translate(`resources.lots.status.${lot.status}`)} /> : null}
              </TableCell>
              <TableCell>{salesWindow(lot, translate)}</TableCell>
              <TableCell>{lot.sessionId ? sessions.get(String(lot.sessionId)) ?? translate('app.missing.notRegistered') : translate('resources.tickets.details.noSession')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
