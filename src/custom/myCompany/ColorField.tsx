/** A colour typed as hex ('#1E3A8A' or '#FFF') or picked with the browser's colour picker beside it. */
import { Box, InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isHex } from '../../shared/company/themes';

/** #RGB -> #RRGGBB (the colour picker takes only the long form). */
export const longHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Catalogue key of the field's message, if any. */
  error?: string;
}

export function ColorField({ name, label, value, onChange, error }: Props) {
  const translate = useTranslate();
  const valid = isHex(value);
  return (
    <TextField
      id={`color-${name}`}
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value.trim())}
      error={Boolean(error)}
      helperText={error ? translate(error) : ' '}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false, autoComplete: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={translate('myCompany.colors.pick', { name: label })}
                value={valid ? longHex(value).toLowerCase() : '#000000'}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value.toUpperCase())}
                sx={{ width: 32, height: 32, p: 0, border: '1px solid rgba(0,0,0,0.3)', borderRadius: 1, cursor: 'pointer', bgcolor: 'transparent' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
