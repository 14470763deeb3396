/**
 * The refund dialog (issue 12; spec 1 section 9): exactly the spec's two options with their
 * explanations, for tickets and fees a choice of tickets (all by default), the amount the server
 * computes shown before 'Confirme', and 'Cancelar'. The answer is told as it is: done, in process
 * at the gateway (warning) or refused with the gateway's reason (error), never a success otherwise.
 * Mounted only while open, so each opening starts from the defaults.
 */
import { useState } from 'react';
import {
  Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormGroup, FormLabel,
  Radio, RadioGroup, Skeleton, TextField, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { RefundType } from '../../shared/resources/orders/codes';
import { REFUND_TYPES } from '../../shared/resources/orders/codes';
import { useOrderCalls } from './orderCalls';
import { money } from './orderFormat';
import type { OrderDetail, RefundAnswer } from './orderTypes';

const MAX_REASON = 500;

export interface RefundDialogProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
  /** After the server recorded the refund (done, pending or failed). */
  onDone: (answer: RefundAnswer) => void;
}

export function RefundDialog({ order, open, onClose, onDone }: RefundDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useOrderCalls();
  const t = (key: string, opts?: object) => translate(`resources.orders.refund.${key}`, opts);
  const allowed: Record<RefundType, boolean> = { '@FEES': order.can.refundFees, '@TICKETS_AND_FEES': order.can.refundTickets };
  const live = order.issuedTickets.filter((x) => !x.canceledAt);
  const refundable = live.filter((x) => !x.checkedInAt).map((x) => x.id);
  const [type, setType] = useState<RefundType>(allowed['@TICKETS_AND_FEES'] ? '@TICKETS_AND_FEES' : '@FEES');
  const [chosen, setChosen] = useState<string[]>(refundable);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);

  const everyTicket = refundable.every((id) => chosen.includes(id));
  // Absent list: every ticket that can be refunded (the server's default).
  const ticketIds = type === '@FEES' || everyTicket ? undefined : [...chosen].sort();
  const ready = open && allowed[type] && (type === '@FEES' || chosen.length > 0);
  const preview = useQuery({
    queryKey: ['orders', order.id, 'refundPreview', type, ticketIds ?? 'all'],
    queryFn: () => calls.refundPreview(order.id, type, ticketIds),
    enabled: ready,
  });

  const toggle = (id: string) => setChosen((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));

  const confirm = async () => {
    setSaving(true);
    try {
      const answer = await calls.refundOrder(order.id, { type, ticketIds, reason: reason.trim() || undefined });
      const amount = money(answer.amount);
      if (answer.status === '@DONE') notify(t('done', { amount }), { type: 'success' });
      else if (answer.status === '@PENDING') notify(t('pending', { amount, message: answer.gatewayMessage ?? '' }), { type: 'warning', autoHideDuration: 10_000 });
      else notify(t('failed', { message: answer.gatewayMessage ?? '' }), { type: 'error', autoHideDuration: 10_000 });
      onDone(answer);
    } catch (error) {
      const message = (error as { message?: string })?.message;
      notify(message || t('error'), { type: 'error', messageArgs: { _: message || undefined } });
      void preview.refetch();
    } finally {
      setSaving(false);
    }
  };

  const titleId = 'refund-dialog-title';
  const kindId = 'refund-kind-label';
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('title', { code: order.code })}</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel id={kindId} component="legend">
            {t('kind')}
          </FormLabel>
          <RadioGroup aria-labelledby={kindId} value={type} onChange={(e) => setType(e.target.value as RefundType)}>
            {REFUND_TYPES.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                disabled={!allowed[option] || saving}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box>
                    <Typography variant="body1">{t(`options.${option}`)}</Typography>
                    {/* The spec's explanation of the option. */}
                    <Typography variant="body2" color="text.secondary">
                      {translate(`resources.orders.choices.refundType.${option}`)}
                    </Typography>
                    {!allowed[option] ? (
                      <Typography variant="caption" color="text.secondary">
                        {t(option === '@FEES' ? 'noFees' : 'noTickets')}
                      </Typography>
                    ) : null}
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>

        {type === '@TICKETS_AND_FEES' && allowed['@TICKETS_AND_FEES'] ? (
          <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
            <FormLabel component="legend">{t('tickets')}</FormLabel>
            <FormControlLabel
              control={
                <Checkbox
                  checked={everyTicket}
                  indeterminate={!everyTicket && chosen.length > 0}
                  onChange={() => setChosen(everyTicket ? [] : refundable)}
                  disabled={saving}
                />
              }
              label={t('allTickets')}
            />
            <FormGroup sx={{ pl: 3 }}>
              {live.map((x) => (
                <FormControlLabel
                  key={x.id}
                  disabled={Boolean(x.checkedInAt) || saving}
                  control={<Checkbox checked={chosen.includes(x.id)} onChange={() => toggle(x.id)} />}
                  label={
                    <span>
                      <Box component="span" sx={{ fontFamily: 'monospace' }}>
                        {x.code}
                      </Box>{' '}
                      · {[x.sectorName, x.ticketTitle, x.lotTitle].filter(Boolean).join(' · ')} · {money(x.unitPrice)}
                      {x.checkedInAt ? ` · ${t('ticketUsed')}` : ''}
                    </span>
                  }
                />
              ))}
            </FormGroup>
            {chosen.length === 0 ? (
              <Typography variant="caption" color="error">
                {t('pickTickets')}
              </Typography>
            ) : null}
          </FormControl>
        ) : null}

        <Box role="status" aria-live="polite" sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', mb: 2 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('amount')}
          </Typography>
          {!ready ? (
            <Typography variant="h5" component="p">
              —
            </Typography>
          ) : preview.isPending ? (
            <>
              <Skeleton width={140} height={36} />
              <Typography variant="body2" color="text.secondary">
                {t('computing')}
              </Typography>
            </>
          ) : preview.error ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {(preview.error as Error).message || t('error')}
            </Alert>
          ) : preview.data ? (
            <>
              <Typography variant="h5" component="p" data-testid="refund-amount">
                {money(preview.data.amount)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('breakdown', { tickets: money(preview.data.ticketsAmount), fees: money(preview.data.feesAmount) })}
              </Typography>
              <Typography variant="body2">
                {preview.data.gateway
                  ? t('viaGateway', {
                      gateway: translate(`resources.orders.gateways.${preview.data.gateway}`),
                      method: translate(`resources.orders.choices.paymentMethod.${preview.data.method}`),
                    })
                  : t('viaCash')}
              </Typography>
            </>
          ) : null}
        </Box>

        <TextField
          label={t('reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value.slice(0, MAX_REASON))}
          multiline
          minRows={2}
          disabled={saving}
          slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('app.dialog.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={!ready || !preview.data || Boolean(preview.error) || preview.isFetching || saving}>
          {translate('app.dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
