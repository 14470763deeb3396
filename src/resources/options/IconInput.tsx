/** The group's icon: one of OPTION_ICONS picked from a list, or any text typed in (stored as typed). */
import { Autocomplete, Box, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { FieldError } from '../../framework/inputs/FieldError';
import { OPTION_ICONS, OPTION_ICON_NAMES } from './optionIcons';

export function IconInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const message = fieldState.error?.message;
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete
      freeSolo
      options={OPTION_ICON_NAMES}
      value={text}
      inputValue={text}
      onChange={(_, value) => field.onChange(value || null)}
      onInputChange={(_, value) => field.onChange(value || null)}
      renderOption={({ key, ...props }, name) => {
        const Icon = OPTION_ICONS[name];
        return (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
            <Icon fontSize="small" />
            {translate(`resources.options.icons.${name}`, { _: name })}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          label={translate(label)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(message)}
          helperText={message ? <FieldError message={message} /> : translate('resources.options.iconHelp')}
        />
      )}
    />
  );
}

/** A group's icon: the MUI icon when it is one of the list, else nothing (the text shows in the form only). */
export function OptionIcon({ name }: { name: unknown }) {
  const Icon = typeof name === 'string' ? OPTION_ICONS[name] : undefined;
  return Icon ? <Icon color="primary" aria-hidden /> : null;
}
