/** The 27 Brazilian states as a select (stores the UF, shows the name). */
import { MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { BRAZILIAN_STATES } from '../brazil';
import { FieldError } from './FieldError';

export function StateSelectInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label={translate(label)}
      fullWidth
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value || null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={<FieldError message={message} />}
    >
      <MenuItem value="">{translate('app.select.none')}</MenuItem>
      {BRAZILIAN_STATES.map((state) => (
        <MenuItem key={state.uf} value={state.uf}>
          {state.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
