/**
 * Percent input for forms outside definitions (service fee, POS fees): the '00,00%' mask of
 * spec 1 section 5 filled from the right as digits are typed ('1234' shows '12,34%'), up to
 * 99,99%; the form keeps integer hundredths (1234). A digit that would pass the maximum is
 * refused; Backspace drops the last digit.
 */
import { TextField } from '@mui/material';
import { useTextFieldInput } from './useTextFieldInput';

export const MAX_HUNDREDTHS = 9999;

/** 1234 -> '12,34%'; null -> ''. */
export function textFromHundredths(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const v = Math.round(value);
  return `${Math.floor(v / 100)},${String(v % 100).padStart(2, '0')}%`;
}

/** The next stored value from what the field now shows (`previous` is the stored value before the edit). */
export function hundredthsFromText(text: string, previous: unknown, max = MAX_HUNDREDTHS): number | null {
  let digits = text.replace(/\D/g, '');
  const before = textFromHundredths(previous);
  // Deleting only the '%' or the ',' leaves the digits as they were: drop the last digit instead.
  if (text.length < before.length && digits === before.replace(/\D/g, '')) digits = digits.slice(0, -1);
  if (digits === '') return null;
  const value = Number(digits);
  if (value > max) return typeof previous === 'number' ? previous : null;
  return value;
}

export function PercentInput({ source, label, max = MAX_HUNDREDTHS }: { source: string; label: string; max?: number }) {
  const { field, textFieldProps } = useTextFieldInput(source, label);
  return (
    <TextField
      {...textFieldProps}
      value={textFromHundredths(field.value)}
      placeholder="0,00%"
      onChange={(e) => field.onChange(hundredthsFromText(e.target.value, field.value, max))}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          // The caret stays before the '%', where the next digit goes.
          onSelect: (e: React.SyntheticEvent<HTMLInputElement>) => {
            const input = e.currentTarget;
            const end = Math.max(0, input.value.length - 1);
            if (input.value && input.selectionStart === input.selectionEnd && input.selectionStart! > end) input.setSelectionRange(end, end);
          },
        },
      }}
    />
  );
}
