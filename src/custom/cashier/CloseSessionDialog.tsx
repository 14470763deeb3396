/**
 * Closing the cash register: what was counted per tender (cash in the drawer, the card machine's
 * and Pix receipts), typed without seeing what the server expects (a blind count); the report
 * then shows counted against expected.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { MoneyInput } from '../../framework/inputs/MoneyInput';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { definitionResolver } from '../../framework/resolver';
import { cashClosing } from '../../shared/resources/cashier/forms';
import { CASHIER_TENDERS } from '../../shared/resources/cashier/money';
import type { PerTender } from '../../dataProvider/cashierCalls';
import { cashierKeys, useCashierApi } from './useCashier';

const resolver = definitionResolver(cashClosing);

export function CloseSessionDialog({ sessionId, open, onClose }: { sessionId: string; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const api = useCashierApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  async function close(values: { counted: PerTender; note?: string | null }) {
    try {
      const report = await api.closeCashierSession(sessionId, values.counted, values.note ?? null);
      queryClient.setQueryData(cashierKeys.report(sessionId), report);
      queryClient.setQueryData(cashierKeys.current, null);
      notify('app.cashier.close.closed', { type: 'success' });
      onClose();
      navigate(`/cashier/sessions/${encodeURIComponent(sessionId)}`);
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, string> } };
      notify(e.message || 'app.toast.error', { type: 'error', messageArgs: { _: e.message || undefined } });
      return e.body?.errors;
    }
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="close-session-title" maxWidth="xs" fullWidth>
      <Form record={{ counted: Object.fromEntries(CASHIER_TENDERS.map((t) => [t, null])), note: null }} resolver={resolver} onSubmit={close as never} noValidate mode="onSubmit" disableInvalidFormNotification>
        <DialogTitle id="close-session-title">{translate('app.cashier.close.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.cashier.close.help')}</DialogContentText>
          <Stack spacing={2}>
            {CASHIER_TENDERS.map((t) => (
              <MoneyInput key={t} source={`counted.${t}`} label={`resources.cashClosing.fields.counted.${t}`} required />
            ))}
            <DefinitionInput def={cashClosing} source="note" field={cashClosing.fields.note} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.dialog.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.cashier.close.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
