/** The manager (@ALL) sets how much a seller with @CAN.APPLY.DISCOUNT.ON.SELL may take off a sale. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { PercentInput } from '../../framework/inputs/PercentInput';
import { definitionResolver } from '../../framework/resolver';
import { cashierSettings } from '../../shared/resources/cashier/forms';
import { cashierKeys, useCashierApi, useDiscountLimit } from './useCashier';

const resolver = definitionResolver(cashierSettings);

export function DiscountLimitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const api = useCashierApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useDiscountLimit();
  async function save(values: { discountLimit: number }) {
    try {
      queryClient.setQueryData(cashierKeys.settings, await api.updateCashierSettings(values.discountLimit));
      notify('app.cashier.settings.saved', { type: 'success' });
      onClose();
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, string> } };
      notify(e.message || 'app.toast.error', { type: 'error', messageArgs: { _: e.message || undefined } });
      return e.body?.errors;
    }
  }
  return (
    <Dialog open={open && Boolean(settings.data)} onClose={onClose} aria-labelledby="discount-limit-title" maxWidth="xs" fullWidth>
      {settings.data ? (
        <Form record={settings.data} resolver={resolver} onSubmit={save as never} noValidate mode="onSubmit" disableInvalidFormNotification>
          <DialogTitle id="discount-limit-title">{translate('app.cashier.settings.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.cashier.settings.help')}</DialogContentText>
            <PercentInput source="discountLimit" label="resources.cashierSettings.fields.discountLimit" required />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.dialog.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('app.cashier.settings.save')}
            </Button>
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
}
