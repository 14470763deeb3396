/**
 * The one number input of forms: money (R$, cents), percent (%, hundredths) and quantities
 * (integers), typed as a Brazilian types them (docs/decisions.md, "Number inputs"). While the
 * field has the focus it shows what was typed, so nothing is reformatted under the caret and
 * editing in the middle is the browser's own; out of it, it shows the value formatted
 * ('1.234,56', '1.500'). A keystroke or paste whose text is refused (decimalText.ts) leaves the
 * field as it was. The form keeps integer units, null when empty.
 */
import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { cleanDecimalText, formatDecimal, parseDecimalText, type DecimalOptions } from './decimalText';
import { requiredLabel, useTextFieldInput } from './useTextFieldInput';

export interface DecimalInputProps {
  source: string;
  /** A catalogue key. */
  label: string;
  options: DecimalOptions;
  /** Drawn before the text ('R$'), never part of it. */
  prefix?: string;
  /** Drawn after the text ('%'), never part of it. */
  suffix?: string;
  required?: boolean;
  defaultValue?: unknown;
}

/** The stored value as units: numbers as they are, a numeric string (an old form value) read, anything else null. */
function units(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return null;
}

export function DecimalInput({ source, label, options, prefix, suffix, required, defaultValue }: DecimalInputProps) {
  const { field, textFieldProps } = useTextFieldInput(source, label, { defaultValue });
  // What the user typed, while the field has the focus; null out of it.
  const [typed, setTyped] = useState<string | null>(null);
  const stored = units(field.value);
  const formatted = formatDecimal(stored, options.scale);
  // A value set from outside (a reset, another field) wins over a text that no longer means it.
  const shown = typed !== null && parseDecimalText(typed, options) === stored ? typed : formatted;

  return (
    <TextField
      {...textFieldProps}
      value={shown}
      onFocus={() => setTyped(formatted)}
      onBlur={() => {
        setTyped(null);
        field.onBlur();
      }}
      onChange={(e) => {
        const input = e.target;
        const next = parseDecimalText(input.value, options);
        if (next === undefined) {
          // Refused: the previous text goes back with the caret where it was (React's own restore,
          // which finds the text already right, would put the caret at the end).
          const caret = Math.max(0, Math.min(shown.length, (input.selectionStart ?? 0) - (input.value.length - shown.length)));
          input.value = shown;
          input.setSelectionRange(caret, caret);
          return;
        }
        setTyped(cleanDecimalText(input.value));
        field.onChange(next);
      }}
      slotProps={{
        inputLabel: required ? requiredLabel : undefined,
        input: {
          startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
          endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
        },
        htmlInput: { inputMode: options.scale > 0 ? 'decimal' : 'numeric', autoComplete: 'off' },
      }}
    />
  );
}
