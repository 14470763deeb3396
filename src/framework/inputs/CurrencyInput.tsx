/**
 * Money input for forms outside definitions (ticket prices, option values): shows
 * 'R$ 1.234,56', accepts up to R$ 10.000.000.000,00 (spec 1 section 5), stores integer cents.
 */
import { TextField } from '@mui/material';
import { MaskAdapter } from './MaskAdapter';
import { MONEY_MASK } from './masks';
import { useTextFieldInput } from './useTextFieldInput';

export const centsFromText = (unmasked: string) => (unmasked === '' ? null : Math.round(Number(unmasked) * 100));
export const textFromCents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value / 100) : '');

export function CurrencyInput({ source, label }: { source: string; label: string }) {
  const { field, textFieldProps } = useTextFieldInput(source, label);
  return (
    <TextField
      {...textFieldProps}
      value={textFromCents(field.value)}
      onChange={(e) => field.onChange(centsFromText(e.target.value))}
      slotProps={{ input: { inputComponent: MaskAdapter as never, inputProps: { maskOptions: MONEY_MASK } } }}
    />
  );
}
