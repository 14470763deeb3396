/**
 * A form select with an empty choice ('Nenhum', stored as null) and the shared FieldError:
 * states, payment accounts, a lot's session and any reference field use it.
 */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTextFieldInput } from './useTextFieldInput';

export interface SelectChoice {
  value: string;
  /** Shown as is (names from the data, not catalogue keys). */
  label: string;
}

export interface SelectInputProps {
  source: string;
  /** Catalogue key of the label. */
  label: string;
  choices: readonly SelectChoice[];
  /** The choices are still loading: the select waits, keeping the stored value. */
  loading?: boolean;
  /** A loading error shown under the select. */
  error?: string;
}

export function SelectInput({ source, label, choices, loading, error }: SelectInputProps) {
  const translate = useTranslate();
  const { field, textFieldProps } = useTextFieldInput(source, label, { error });
  return (
    <TextField
      {...textFieldProps}
      select
      disabled={loading}
      // MUI warns about a value missing from the options: wait for them before showing it.
      value={loading ? '' : (field.value ?? '')}
      onChange={(e) => field.onChange(e.target.value || null)}
    >
      <MenuItem value="">{translate('app.select.none')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
