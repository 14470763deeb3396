/**
 * Binds a form field (react-admin's useInput) to an MUI TextField: its id, name, translated
 * label, blur and ref, and the error under it (FieldError). The definitions' inputs, the selects
 * and the inputs written by hand with their own mask use it; the caller adds the value, onChange
 * and any mask.
 */
import { useInput, useTranslate } from 'react-admin';
import { FieldError } from './FieldError';

/** `slotProps.inputLabel` of a required field: the asterisk is drawn by CSS so the label's text (and the input's name) stays the field's label. */
export const requiredLabel = { sx: { '&::after': { content: '" *"' } } };

export interface TextFieldInputOptions {
  /** The value of a new record (a definition's `defaultValue`). */
  defaultValue?: unknown;
  /** A message of the caller's own (a loading error) shown when the field has none. */
  error?: string;
}

/** `label` is a catalogue key. `message` is the error shown under the field, if any. */
export function useTextFieldInput(source: string, label: string, { defaultValue, error }: TextFieldInputOptions = {}) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, defaultValue });
  const message = fieldState.error?.message ?? error;
  return {
    field,
    message,
    textFieldProps: {
      id,
      name: field.name,
      label: translate(label),
      fullWidth: true,
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: Boolean(message),
      helperText: <FieldError message={message} />,
    },
  };
}
