/** No open session: the seller counts the change fund into the drawer and opens the cash register. */
import { Button, Paper, Stack, Typography } from '@mui/material';
import LockOpen from '@mui/icons-material/LockOpen';
import { useQueryClient } from '@tanstack/react-query';
import { Form, useNotify, useTranslate } from 'react-admin';
import { MoneyInput } from '../../framework/inputs/MoneyInput';
import { definitionResolver } from '../../framework/resolver';
import { cashOpening } from '../../shared/resources/cashier/forms';
import { cashierKeys, useCashierApi } from './useCashier';

const resolver = definitionResolver(cashOpening);

export function OpenSessionCard() {
  const translate = useTranslate();
  const api = useCashierApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  async function open(values: { openingFloat: number }) {
    try {
      const session = await api.openCashierSession(values.openingFloat);
      queryClient.setQueryData(cashierKeys.current, session);
      notify('app.cashier.open.opened', { type: 'success' });
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, string> } };
      notify(e.message || 'app.toast.error', { type: 'error', messageArgs: { _: e.message || undefined } });
      void queryClient.invalidateQueries({ queryKey: cashierKeys.current });
      return e.body?.errors;
    }
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cashier-open" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }}>
      <Form record={{ openingFloat: null }} resolver={resolver} onSubmit={open as never} noValidate mode="onSubmit" reValidateMode="onBlur" disableInvalidFormNotification>
        <Stack spacing={2}>
          <Typography id="cashier-open" variant="h6" component="h2">
            {translate('app.cashier.open.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.cashier.open.help')}
          </Typography>
          <MoneyInput source="openingFloat" label="resources.cashOpening.fields.openingFloat" required />
          <Button type="submit" variant="contained" size="large" startIcon={<LockOpen />}>
            {translate('app.cashier.open.submit')}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}
