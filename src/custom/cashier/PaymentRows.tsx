/**
 * The tenders of the sale: a method and an amount each (cash: what the buyer handed over), an
 * empty amount completing the total, and, when the sale holds tickets restricted to card BINs,
 * the card's first six digits. The server's issues land under each row.
 */
import { useEffect } from 'react';
import { Box, Button, IconButton, Stack, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { MoneyInput } from '../../framework/inputs/MoneyInput';
import { FieldError } from '../../framework/inputs/FieldError';
import { CASHIER_TENDERS, isCard } from '../../shared/resources/cashier/money';
import { MAX_TENDERS } from '../../shared/resources/cashier/saleInput';
import type { TenderValues } from './saleMath';

export const METHOD_LABEL = 'resources.orders.choices.paymentMethod.';

export function PaymentRows({ askBin }: { askBin: boolean }) {
  const translate = useTranslate();
  const { control, register, setValue, formState } = useFormContext<{ payments: TenderValues[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'payments' });
  const payments = useWatch({ control, name: 'payments' }) ?? [];
  const errors = formState.errors.payments as unknown as ((Record<string, { message?: string }> | undefined)[] & { message?: string; root?: { message?: string } }) | undefined;
  // Tickets paid only with partner cards: an untouched cash tender becomes a credit card asking its BIN.
  const first = payments[0];
  useEffect(() => {
    if (askBin && payments.length === 1 && first?.method === '@CASH' && first.amount == null) setValue('payments.0.method', '@CREDIT_CARD');
  }, [askBin, payments.length, first?.method, first?.amount, setValue]);
  // The server's issue on the tenders as a whole ('Faltam R$ 10,00...').
  const overall = errors?.message ?? errors?.root?.message;
  return (
    <Stack spacing={1.5}>
      {fields.map((f, i) => {
        const method = payments[i]?.method ?? f.method;
        const binError = errors?.[i]?.cardBin?.message;
        const methodError = errors?.[i]?.method?.message;
        return (
          <Box key={f.id} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr auto', sm: askBin && isCard(method) ? '9rem 1fr 8rem auto' : '9rem 1fr auto' }, alignItems: 'start' }}>
            <TextField
              select
              label={translate('app.cashier.sell.method')}
              value={method}
              onChange={(e) => setValue(`payments.${i}.method`, e.target.value as TenderValues['method'], { shouldDirty: true })}
              error={Boolean(methodError)}
              helperText={methodError ? <FieldError message={methodError} /> : undefined}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              // On a phone the method has the first line to itself (its label was cut at a third of the width).
              sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' } }}
            >
              {CASHIER_TENDERS.map((m) => (
                <option key={m} value={m}>
                  {translate(`${METHOD_LABEL}${m}`)}
                </option>
              ))}
            </TextField>
            <Box sx={{ gridColumn: { xs: askBin && isCard(method) ? 'auto' : '1 / 3', sm: 'auto' } }}>
              <MoneyInput source={`payments.${i}.amount`} label={method === '@CASH' ? 'app.cashier.sell.received' : 'app.cashier.sell.amount'} />
            </Box>
            {askBin && isCard(method) ? (
              <TextField
                {...register(`payments.${i}.cardBin`)}
                label={translate('app.cashier.sell.cardBin')}
                error={Boolean(binError)}
                helperText={binError ? <FieldError message={binError} /> : undefined}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '\\d*', autoComplete: 'off' } }}
              />
            ) : null}
            <IconButton
              onClick={() => remove(i)}
              disabled={fields.length <= 1}
              aria-label={translate('app.cashier.sell.removePayment', { n: i + 1 })}
              sx={{ mt: 1, gridColumn: { xs: 3, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}
            >
              <Close />
            </IconButton>
          </Box>
        );
      })}
      {overall ? (
        <Box sx={{ color: 'error.main', typography: 'body2' }} role="alert">
          <FieldError message={overall} />
        </Box>
      ) : null}
      {fields.length < MAX_TENDERS ? (
        <Box>
          <Button size="small" startIcon={<Add />} onClick={() => append({ method: '@CREDIT_CARD', amount: null, cardBin: '' })}>
            {translate('app.cashier.sell.addPayment')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

