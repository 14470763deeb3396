/**
 * /events/{id}/edit/payments: the payment account of the event (GET /payment-accounts?limit=9999).
 * Tax methods and POS fees belong to later work.
 */
import { MenuItem, TextField } from '@mui/material';
import { useGetList, useInput, useTranslate, type RaRecord } from 'react-admin';
import { FieldError } from '../../../framework/inputs/FieldError';
import { EventPageForm } from '../edit/EventPageForm';

const FIELDS = ['paymentAccountId'] as const;
export const FETCH_ALL = 9999; // spec 1 section 9

function PaymentAccountSelect() {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source: 'paymentAccountId' });
  const { data, isPending, error } = useGetList('paymentAccounts', { pagination: { page: 1, perPage: FETCH_ALL }, sort: { field: 'name', order: 'ASC' } });
  const message = fieldState.error?.message ?? (error as Error | null)?.message;
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label={translate('resources.events.fields.paymentAccountId')}
      fullWidth
      disabled={isPending}
      value={data ? (field.value ?? '') : ''}
      onChange={(e) => field.onChange(e.target.value || null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={<FieldError message={message} />}
    >
      <MenuItem value="">{translate('app.select.none')}</MenuItem>
      {(data ?? []).map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {account.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function PaymentsPage({ record }: { record: RaRecord }) {
  return (
    <EventPageForm record={record} fields={FIELDS}>
      <PaymentAccountSelect />
    </EventPageForm>
  );
}
