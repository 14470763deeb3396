/**
 * /events/{id}/edit/payments (spec 1 section 7): the event's payment account (GET
 * /payment-accounts?limit=9999), the service fee (GET .../tax-methods), the payment methods and the
 * POS fees (GET .../pos-fees) on one page with one Save, like every other edit page of the event
 * (docs/decisions.md, "One Save on the payments page"); the Save sends each changed part with its
 * own call (usePaymentsSave).
 */
import { useState, type ReactNode } from 'react';
import { Alert, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { PercentInput } from '../../../framework/inputs/PercentInput';
import { PageSaveBar } from '../../../framework/PageSaveBar';
import { POS_FEE_TYPES, paymentMethodsOf } from '../../../shared/resources/events/payments';
import { useEventApi, type TaxMethods } from '../eventApi';
import { InstallmentsSelect, PaymentAccountSelect, PaymentMethodChecks, TaxMethodRadios } from './payments/PaymentFields';
import { PART_TITLES, paymentsResolver, type PaymentPart, type PaymentsValues } from './payments/paymentsValues';
import { usePaymentsSave } from './payments/usePaymentsSave';

const K = 'resources.events.payments.'; // a prefix: every key under it is in the catalogues

/** One part of the page: a titled region (its title also names it in an error toast). */
function Section({ part, heading = true, children }: { part: PaymentPart; heading?: boolean; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-label={translate(PART_TITLES[part])} sx={{ p: 2 }}>
      <Stack spacing={2}>
        {heading ? (
          <Typography variant="subtitle1" component="h2">
            {translate(PART_TITLES[part])}
          </Typography>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

function PaymentsForm({ record, initial, taxMethods }: { record: RaRecord; initial: PaymentsValues; taxMethods: TaxMethods['methods'] }) {
  const translate = useTranslate();
  // The form's record changes only when everything on screen was saved: a refresh after a
  // partly failed Save must not reset the fields the user still has to fix.
  const [formRecord, setFormRecord] = useState(() => ({ ...initial, id: record.id }));
  const submit = usePaymentsSave(record, initial, (values) => setFormRecord({ ...values, id: record.id }));
  return (
    <Form record={formRecord} resolver={paymentsResolver} onSubmit={submit as never} noValidate mode="onSubmit" reValidateMode="onBlur">
      {/* Below 600 px react-admin fixes the toolbar to the bottom: room for it under the last section. */}
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 880, p: { xs: 1, md: 2 }, pb: { xs: 11, sm: 2 } }}>
        {/* Not a labelled region: it would share its name with the select's. */}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <PaymentAccountSelect />
        </Paper>
        <Section part="tax">
          <TaxMethodRadios methods={taxMethods} />
          <PercentInput source="serviceFee" label={`${K}serviceFee`} />
        </Section>
        {/* The checkboxes' legend already says the section's title. */}
        <Section part="paymentMethods" heading={false}>
          <PaymentMethodChecks />
          <InstallmentsSelect />
        </Section>
        <Section part="posFees">
          <Typography variant="body2" color="text.secondary">
            {translate(`${K}posHelp`)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {POS_FEE_TYPES.map((t) => (
              <PercentInput key={t} source={`posFees.${t}`} label={`${K}pos.${t}`} />
            ))}
          </Stack>
        </Section>
      </Stack>
      <PageSaveBar />
    </Form>
  );
}

export function PaymentsPage({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const api = useEventApi();
  // Not keyed by updatedAt: a save refetches them without unmounting the form.
  const taxMethods = useQuery({ queryKey: ['eventPayments', record.id, 'tax-methods'], queryFn: () => api.taxMethods(record.id) });
  const posFees = useQuery({ queryKey: ['eventPayments', record.id, 'pos-fees'], queryFn: () => api.posFees(record.id) });
  const error = taxMethods.error ?? posFees.error;
  if (error) return <Alert severity="error">{(error as Error).message || translate(`${K}loadError`)}</Alert>;
  if (!taxMethods.data || !posFees.data) return <LinearProgress aria-label={translate('app.toast.loading')} />;
  // Read by the form once, at its first render: afterwards it keeps its own values.
  const initial: PaymentsValues = {
    paymentAccountId: (record.paymentAccountId as string | null) ?? null,
    taxMethod: taxMethods.data.current,
    serviceFee: taxMethods.data.serviceFee,
    ...paymentMethodsOf(record),
    posFees: posFees.data,
  };
  return <PaymentsForm record={record} initial={initial} taxMethods={taxMethods.data.methods} />;
}
