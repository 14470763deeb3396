/** The inputs of the payments page that are not generic: the account picker, who pays the fee, the methods and installments. */
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { FieldError } from '../../../../framework/inputs/FieldError';
import { FETCH_ALL } from '../../../../framework/inputs/ReferenceSelectInput';
import { SelectInput } from '../../../../framework/inputs/SelectInput';
import { useTextFieldInput } from '../../../../framework/inputs/useTextFieldInput';
import { MAX_INSTALLMENTS, PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/resources/events/payments';

const K = 'resources.events.payments.'; // a prefix: every key under it is in the catalogues

export function PaymentAccountSelect() {
  const { data, isPending, error } = useGetList('paymentAccounts', { pagination: { page: 1, perPage: FETCH_ALL }, sort: { field: 'name', order: 'ASC' } });
  const choices = (data ?? []).map((account) => ({ value: String(account.id), label: String(account.name) }));
  return <SelectInput source="paymentAccountId" label="resources.events.fields.paymentAccountId" choices={choices} loading={isPending} error={(error as Error | null)?.message} />;
}

export function TaxMethodRadios({ methods }: { methods: { id: string; name: string; description: string }[] }) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source: 'taxMethod' });
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)}>
      <FormLabel id={`${id}-label`}>{translate(`${K}taxMethod`)}</FormLabel>
      <RadioGroup aria-labelledby={`${id}-label`} name={field.name} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)}>
        {methods.map((m) => (
          <FormControlLabel
            key={m.id}
            value={m.id}
            control={<Radio />}
            label={
              <span>
                {m.name}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {m.description}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
      <FormHelperText>
        <FieldError message={message} />
      </FormHelperText>
    </FormControl>
  );
}

export function PaymentMethodChecks() {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source: 'paymentMethods' });
  const chosen = (field.value ?? []) as PaymentMethod[];
  const toggle = (method: PaymentMethod, on: boolean) =>
    field.onChange(PAYMENT_METHODS.filter((m) => (m === method ? on : chosen.includes(m))));
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} component="fieldset">
      <FormLabel component="legend" id={`${id}-label`}>
        {translate(`${K}methodsTitle`)}
      </FormLabel>
      <FormGroup row>
        {PAYMENT_METHODS.map((m) => (
          <FormControlLabel key={m} control={<Checkbox checked={chosen.includes(m)} onChange={(e) => toggle(m, e.target.checked)} />} label={translate(`${K}methods.${m}`)} />
        ))}
      </FormGroup>
      <FormHelperText>
        <FieldError message={message} />
      </FormHelperText>
    </FormControl>
  );
}

export function InstallmentsSelect() {
  const translate = useTranslate();
  const { field, textFieldProps } = useTextFieldInput('maxInstallments', `${K}maxInstallments`);
  return (
    <TextField
      {...textFieldProps}
      select
      fullWidth={false}
      sx={{ maxWidth: 280 }}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(Number(e.target.value))}
    >
      {Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1).map((n) => (
        <MenuItem key={n} value={n}>
          {translate(`${K}installment`, { count: n })}
        </MenuItem>
      ))}
    </TextField>
  );
}
