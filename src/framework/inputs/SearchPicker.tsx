/**
 * A searchable picker: the options come from a debounced server search (useDebouncedSearch)
 * instead of a loaded list. One value, or several with `multiple`. Texts are catalogue keys:
 * the hint while the text is too short, the empty answer and the failed answer.
 */
import { useState, type ReactNode } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDebouncedSearch } from './useDebouncedSearch';
import { FieldError } from './FieldError';

interface CommonProps<T> {
  label: string;
  search: (text: string) => Promise<T[]>;
  delay: number;
  minLength?: number;
  getLabel: (option: T) => string;
  getId: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  hint: string;
  noOptions: string;
  loadError: string;
  /** Catalogue key shown under the input (a validation message). */
  error?: string;
  /** Shown as the last option when the search found nothing it matches exactly (e.g. "register X"). */
  extraOption?: (text: string) => T | null;
  autoFocus?: boolean;
}

type Props<T> = CommonProps<T> &
  ({ multiple?: false; value: T | null; onChange: (value: T | null) => void } | { multiple: true; value: T[]; onChange: (value: T[]) => void });

export function SearchPicker<T>(props: Props<T>) {
  const translate = useTranslate();
  const { label, search, delay, minLength = 0, getLabel, getId, renderOption, hint, noOptions, loadError, error, extraOption, autoFocus } = props;
  const [text, setText] = useState('');
  const result = useDebouncedSearch(text, search, { delay, minLength });
  const extra = result.searched && !result.error && extraOption ? extraOption(text.trim()) : null;
  const options = extra && !result.options.some((o) => getLabel(o).toLowerCase() === getLabel(extra).toLowerCase()) ? [...result.options, extra] : result.options;
  const tooShort = text.trim().length < minLength;
  const noOptionsText = result.error ? translate(loadError) : tooShort ? translate(hint) : result.loading || !result.searched ? translate('app.toast.loading') : translate(noOptions);

  return (
    <Autocomplete<T, boolean, false, false>
      multiple={props.multiple}
      value={props.value as never}
      onChange={(_, value) => (props.onChange as (v: unknown) => void)(value)}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        // Choosing an option of a multiple picker clears the text, as the user expects.
        if (reason !== 'reset' || !props.multiple) setText(value);
        else setText('');
      }}
      options={options}
      // The server already filtered: show its answer as is.
      filterOptions={(x) => x}
      getOptionLabel={getLabel}
      isOptionEqualToValue={(a, b) => getId(a) === getId(b)}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return (
          <li key={getId(option)} {...rest}>
            {renderOption ? renderOption(option) : getLabel(option)}
          </li>
        );
      }}
      loading={result.loading}
      loadingText={translate('app.toast.loading')}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label)}
          autoFocus={autoFocus}
          error={Boolean(error) || result.error}
          helperText={error ? <FieldError message={error} /> : result.error ? translate(loadError) : tooShort ? translate(hint) : ' '}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {result.loading ? <CircularProgress color="inherit" size={18} aria-label={translate('app.toast.loading')} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
