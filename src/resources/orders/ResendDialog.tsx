/** Resending an order's tickets: by e-mail or WhatsApp, to the buyer's contact unless another is typed. Mounted only while open. */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { formatPhone } from '../../framework/format';
import { useOrderCalls } from './orderCalls';
import type { OrderDetail } from './orderTypes';

type Channel = '@EMAIL' | '@WHATSAPP';

export function ResendDialog({ order, onClose, onDone }: { order: OrderDetail; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useOrderCalls();
  const t = (key: string) => translate(`resources.orders.resend.${key}`);
  const initial: Channel = order.customerEmail || !order.customerPhone ? '@EMAIL' : '@WHATSAPP';
  const contactOf = (channel: Channel) => (channel === '@EMAIL' ? (order.customerEmail ?? '') : order.customerPhone ? formatPhone(order.customerPhone) : '');
  const [channel, setChannel] = useState<Channel>(initial);
  const [contact, setContact] = useState(contactOf(initial));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      await calls.resendOrder(order.id, { channel, contact });
      notify(t('queued'), { type: 'success' });
      onDone();
    } catch (err) {
      const e = err as { message?: string; body?: { issues?: { field: string; message: string }[] } };
      const issue = e.body?.issues?.find((i) => i.field === 'contact')?.message;
      if (issue) setError(issue);
      else notify(e.message || t('error'), { type: 'error', messageArgs: { _: e.message || undefined } });
    } finally {
      setSaving(false);
    }
  };

  const titleId = 'resend-dialog-title';
  const channelId = 'resend-channel-label';
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel id={channelId} component="legend">
            {t('channel')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={channelId}
            value={channel}
            onChange={(e) => {
              const next = e.target.value as Channel;
              setChannel(next);
              setContact(contactOf(next));
              setError(null);
            }}
          >
            <FormControlLabel value="@EMAIL" control={<Radio />} label={t('email')} />
            <FormControlLabel value="@WHATSAPP" control={<Radio />} label={t('whatsapp')} />
          </RadioGroup>
        </FormControl>
        <TextField
          label={channel === '@EMAIL' ? t('email') : t('whatsapp')}
          value={contact}
          onChange={(e) => {
            setContact(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { inputMode: channel === '@EMAIL' ? 'email' : 'tel', autoComplete: 'off' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('app.dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving || !contact.trim()}>
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
