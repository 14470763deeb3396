/**
 * Money input for forms outside definitions (ticket prices, option values): shows
 * 'R$ 1.234,56', accepts up to R$ 10.000.000.000,00 (spec 1 section 5), stores integer cents.
 */
import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { FieldError } from './FieldError';
import { MaskAdapter } from './MaskAdapter';
import { MONEY_MASK } from './masks';

export const centsFromText = (unmasked: string) => (unmasked === '' ? null : Math.round(Number(unmasked) * 100));
export const textFromCents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value / 100) : '');

export function CurrencyInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const message = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      label={translate(label)}
      fullWidth
      value={textFromCents(field.value)}
      onChange={(e) => field.onChange(centsFromText(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={<FieldError message={message} />}
      slotProps={{ input: { inputComponent: MaskAdapter as never, inputProps: { maskOptions: MONEY_MASK } } }}
    />
  );
}
