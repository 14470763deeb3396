/** What was bought (sector · ticket · lot, price, quantity, cancelled units) and how it was paid (tenders, gateway references). */
import { Box, List, ListItem, ListItemText, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DetailSection } from '../../framework/DetailSection';
import { money } from './orderFormat';
import type { OrderDetail } from './orderTypes';

// On a phone the price goes under the item (2 × R$ 60,00) and its column away: four columns do not fit 390 px.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function OrderItems({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const t = (key: string, opts?: object) => translate(`resources.orders.show.${key}`, opts);
  return (
    <DetailSection title={t('sections.items')}>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={t('sections.items')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('item')}</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {t('unitPrice')}
              </TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
              <TableCell align="right">{t('lineTotal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((i) => (
              <TableRow key={i.id}>
                <TableCell>
                  {[i.sector.name, i.ticket.title, i.lot.title].filter(Boolean).join(' · ')}
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ display: { sm: 'none' } }}>
                    {i.quantity} × {money(i.unitPrice)}
                  </Typography>
                  {i.canceledQuantity ? (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('canceledUnits', { smart_count: i.canceledQuantity })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>
                  {money(i.unitPrice)}
                </TableCell>
                <TableCell align="right">{i.quantity}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(i.unitPrice * i.quantity)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DetailSection>
  );
}

export function OrderPayments({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const t = (key: string, opts?: object) => translate(`resources.orders.show.${key}`, opts);
  return (
    <DetailSection title={t('sections.payments')}>
      {order.payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noPayments')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {order.payments.map((p) => {
            const details = [
              t(`paymentStatus.${p.status}`),
              p.installments && p.installments > 1 ? t('installments', { smart_count: p.installments }) : null,
              p.received != null ? t('cash', { received: money(p.received), change: money(p.change ?? 0) }) : null,
              p.gateway ? t('gatewayRef', { gateway: translate(`resources.orders.gateways.${p.gateway}`), reference: p.gatewayReference ?? '' }) : null,
            ].filter(Boolean);
            return (
              <ListItem key={p.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                      <span>{translate(`resources.orders.choices.paymentMethod.${p.method}`)}</span>
                      <span>{money(p.amount)}</span>
                    </Box>
                  }
                  secondary={details.join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </DetailSection>
  );
}
