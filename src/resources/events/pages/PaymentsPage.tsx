/**
 * /events/{id}/edit/payments (spec 1 section 7): the payment account of the event
 * (GET /payment-accounts?limit=9999), then the service fee (GET .../tax-methods, PATCH .../tax),
 * the payment methods (PATCH .../payment-methods) and the POS fees (GET/PATCH .../pos-fees).
 * Each section is its own form with its own Save, call and toasts.
 */
import { useMemo, type ReactNode } from 'react';
import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, Toolbar, useGetList, useInput, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { FieldError } from '../../../framework/inputs/FieldError';
import { PercentInput } from '../../../framework/inputs/PercentInput';
import { SelectInput } from '../../../framework/inputs/SelectInput';
import { useTextFieldInput } from '../../../framework/inputs/useTextFieldInput';
import { FormUnsavedChangesGuard } from '../../../framework/UnsavedChangesGuard';
import { EventPageForm } from '../edit/EventPageForm';
import { events } from '../../../shared/resources/events/definition';
import { useEventApi } from '../eventApi';
import {
  MAX_INSTALLMENTS,
  PAYMENT_METHODS,
  POS_FEE_TYPES,
  paymentMethodsOf,
  validateSection,
  type PaymentMethod,
  type PaymentMethodSettings,
  type PaymentSection,
  type PosFees,
  type TaxSettings,
} from '../../../shared/resources/events/payments';

const FIELDS = ['paymentAccountId'] as const;
export const FETCH_ALL = 9999; // spec 1 section 9
const K = 'resources.events.payments.'; // a prefix: every key under it is in the catalogues

function PaymentAccountSelect() {
  const { data, isPending, error } = useGetList('paymentAccounts', { pagination: { page: 1, perPage: FETCH_ALL }, sort: { field: 'name', order: 'ASC' } });
  const choices = (data ?? []).map((account) => ({ value: String(account.id), label: String(account.name) }));
  return <SelectInput source="paymentAccountId" label="resources.events.fields.paymentAccountId" choices={choices} loading={isPending} error={(error as Error | null)?.message} />;
}

/** Form values -> the section's request body. */
const bodyOf = (section: PaymentSection, values: FieldValues) => (section === 'posFees' ? values.posFees : values);
/** A section's issue field -> the form's input name. */
const inputName = (section: PaymentSection, field: string) => (section === 'posFees' ? `posFees.${field}` : field);

function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let cur = out;
    for (const key of keys.slice(0, -1)) cur = (cur[key] ??= {}) as Record<string, unknown>;
    cur[keys[keys.length - 1]] = value;
  }
  return out;
}

/** The shared section validation (the server runs the same) as the form's resolver. */
const resolverOf =
  (section: PaymentSection): Resolver<FieldValues> =>
  async (values) => {
    const result = await validateSection(events, section, bodyOf(section, values));
    if (result.ok) return { values, errors: {} };
    const errors = nest(Object.fromEntries(result.issues.map((i) => [inputName(section, i.field), { type: 'rule', message: i.message }])));
    return { values: {}, errors } as never;
  };

/** One section: title, fields, Save; saving sends its call with the loading/success/error toasts. */
function PaymentSectionForm({
  section,
  title,
  saveLabel,
  record,
  save,
  children,
}: {
  section: PaymentSection;
  title: string;
  saveLabel: string;
  record: FieldValues;
  save: (body: never) => Promise<unknown>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => resolverOf(section), [section]);
  const submit = async (values: FieldValues) => {
    notify(`${K}saving`, { type: 'info', autoHideDuration: null });
    try {
      await save(bodyOf(section, values) as never);
      notify(`${K}saved`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['eventPayments'] });
      refresh();
      return undefined;
    } catch (error) {
      const message = (error as { message?: string })?.message;
      notify(message || `${K}saveError`, { type: 'error', messageArgs: { _: message || undefined } });
      const errors = (error as { body?: { errors?: Record<string, string> } })?.body?.errors ?? {};
      return nest(Object.fromEntries(Object.entries(errors).map(([f, m]) => [inputName(section, f), m])));
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-label={translate(title)} sx={{ maxWidth: 880, mx: { xs: 1, md: 2 }, mb: 2 }}>
      <Form record={record as RaRecord} resolver={resolver} onSubmit={submit as never} noValidate mode="onSubmit" reValidateMode="onBlur">
        <Stack spacing={2} sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {translate(title)}
          </Typography>
          {children}
        </Stack>
        <Toolbar>
          <SaveButton alwaysEnable label={saveLabel} />
        </Toolbar>
        <FormUnsavedChangesGuard />
      </Form>
    </Paper>
  );
}

function TaxMethodRadios({ methods }: { methods: { id: string; name: string; description: string }[] }) {
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

function PaymentMethodChecks() {
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

function InstallmentsSelect() {
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

function Loading({ error }: { error: unknown }) {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{(error as Error).message || translate(`${K}loadError`)}</Alert>;
  return <LinearProgress aria-label={translate('app.toast.loading')} />;
}

export function PaymentsPage({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const api = useEventApi();
  const taxMethods = useQuery({ queryKey: ['eventPayments', record.id, 'tax-methods', record.updatedAt], queryFn: () => api.taxMethods(record.id) });
  const posFees = useQuery({ queryKey: ['eventPayments', record.id, 'pos-fees', record.updatedAt], queryFn: () => api.posFees(record.id) });
  const tax = useMemo(() => (taxMethods.data ? { taxMethod: taxMethods.data.current, serviceFee: taxMethods.data.serviceFee } : null), [taxMethods.data]);
  const methods = useMemo(() => paymentMethodsOf(record), [record]);
  const pos = useMemo(() => (posFees.data ? { posFees: posFees.data } : null), [posFees.data]);
  return (
    <>
      <EventPageForm record={record} fields={FIELDS}>
        <PaymentAccountSelect />
      </EventPageForm>
      <PaymentSectionForm section="tax" title={`${K}taxTitle`} saveLabel={`${K}saveTax`} record={tax ?? {}} save={(body: TaxSettings) => api.setTax(record.id, body)}>
        {tax && taxMethods.data ? (
          <>
            <TaxMethodRadios methods={taxMethods.data.methods} />
            <PercentInput source="serviceFee" label={`${K}serviceFee`} />
          </>
        ) : (
          <Loading error={taxMethods.error} />
        )}
      </PaymentSectionForm>
      <PaymentSectionForm section="paymentMethods" title={`${K}methodsTitle`} saveLabel={`${K}saveMethods`} record={methods} save={(body: PaymentMethodSettings) => api.setPaymentMethods(record.id, body)}>
        <PaymentMethodChecks />
        <InstallmentsSelect />
      </PaymentSectionForm>
      <PaymentSectionForm section="posFees" title={`${K}posTitle`} saveLabel={`${K}savePos`} record={pos ?? {}} save={(body: PosFees) => api.setPosFees(record.id, body)}>
        {pos ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate(`${K}posHelp`)}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {POS_FEE_TYPES.map((t) => (
                <PercentInput key={t} source={`posFees.${t}`} label={`${K}pos.${t}`} />
              ))}
            </Stack>
          </>
        ) : (
          <Loading error={posFees.error} />
        )}
      </PaymentSectionForm>
    </>
  );
}
