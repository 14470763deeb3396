/**
 * The order's refunds: kind, amount, state (done, in process, refused) with the gateway's reason
 * in pt-BR, who asked for it and why; a refund waiting for the gateway can be asked about again.
 */
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import Sync from '@mui/icons-material/Sync';
import { useTranslate } from 'react-admin';
import { DetailSection } from '../../framework/DetailSection';
import { formatDateTime } from '../../framework/dates';
import { RefundStatusChip } from './OrderChips';
import { money } from './orderFormat';
import type { OrderDetail, OrderRefund } from './orderTypes';

export function OrderRefunds({ order, onRetry, busy }: { order: OrderDetail; onRetry?: (refund: OrderRefund) => void; busy: boolean }) {
  const translate = useTranslate();
  const t = (key: string, opts?: object) => translate(`resources.orders.show.${key}`, opts);
  return (
    <DetailSection title={t('sections.refunds')}>
      {order.refunds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noRefunds')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {order.refunds.map((r) => (
            <ListItem key={r.id} disableGutters divider sx={{ display: 'block' }}>
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                    <span>{translate(`resources.orders.refund.options.${r.type}`)}</span>
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <RefundStatusChip status={r.status} />
                      <span>{money(r.amount)}</span>
                    </Box>
                  </Box>
                }
                secondary={
                  <>
                    {[
                      formatDateTime(r.createdAt),
                      r.method ? translate(`resources.orders.choices.paymentMethod.${r.method}`) : null,
                      r.gateway ? translate(`resources.orders.gateways.${r.gateway}`) : null,
                      r.ticketIds.length ? t('refundTickets', { smart_count: r.ticketIds.length }) : null,
                      r.createdByName ? t('refundBy', { name: r.createdByName }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    {r.reason ? <Box component="span" sx={{ display: 'block' }}>{t('refundReason', { reason: r.reason })}</Box> : null}
                    {r.gatewayMessage ? (
                      <Box component="span" sx={{ display: 'block', color: r.status === '@FAILED' ? 'error.main' : 'text.primary' }}>
                        {r.gatewayMessage}
                      </Box>
                    ) : null}
                  </>
                }
              />
              {r.canRetry && onRetry ? (
                <Button size="small" startIcon={<Sync />} disabled={busy} onClick={() => onRetry(r)}>
                  {t('retry')}
                </Button>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
    </DetailSection>
  );
}
