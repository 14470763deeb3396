/**
 * MUI's outlined TextField for the pages outside the admin (the login, the password pages): the
 * same label, input and helper text with the same ids and ARIA links, without TextField's
 * `select` variant, whose menu machinery (Select, Menu, Popover, Modal) would weigh more on the
 * login's first load than the login itself.
 */
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

export interface OutlinedTextFieldProps {
  id?: string;
  label: string;
  type?: string;
  autoComplete?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string;
  /** Attributes of the <input> itself (TextField's slotProps.htmlInput); they win over the field's own. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

export function OutlinedTextField({ id: idProp, label, helperText, error = false, required = false, htmlInput, ...input }: OutlinedTextFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} className="MuiTextField-root">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} inputProps={htmlInput} {...input} />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
