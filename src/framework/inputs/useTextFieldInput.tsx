/**
 * Binds a form field (react-admin's useInput) to an MUI TextField for the inputs written by hand
 * outside definitions: its id, name, translated label, blur and ref, and the error under it
 * (FieldError). The caller adds the value, onChange and any mask.
 */
import { useInput, useTranslate } from 'react-admin';
import { FieldError } from './FieldError';

/** `label` is a catalogue key. */
export function useTextFieldInput(source: string, label: string) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const message = fieldState.error?.message;
  return {
    field,
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
