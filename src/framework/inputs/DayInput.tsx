/**
 * A day typed as dd/mm/aaaa (pt-BR) outside a form, such as a list's date filter, whose value is
 * 'yyyy-MM-dd' (kept in the address). Only a complete, real day reaches the value: while the text
 * is incomplete or impossible (31/02) the value is '' (no filter) and the field says 'Data inválida'
 * once the text is complete or the field is left. Clearing the text clears the value.
 */
import { useEffect, useState } from 'react';
import { TextField, type SxProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, parseDay } from '../dates';
import { onlyDigits } from '../../shared/brazil';
import { CalendarButton } from './CalendarButton';
import { FieldError } from './FieldError';
import { MaskAdapter } from './MaskAdapter';

const DATE_MASK = { mask: '00/00/0000' };

/** The mask hands over digits only: 'ddMMyyyy' -> 'dd/MM/yyyy'. */
const fromDigits = (d: string) => `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4, 8)}`;

export interface DayInputProps {
  /** The translated label. */
  label: string;
  /** 'yyyy-MM-dd' or ''. */
  value: string;
  onChange: (day: string) => void;
  sx?: SxProps;
  /** A message of the form about this day (a required answer left empty, the server's issue), shown when the text itself is fine. */
  error?: string;
  fullWidth?: boolean;
  /** The public pages' outlined fields (the admin's filters keep the theme's). */
  variant?: 'outlined' | 'filled' | 'standard';
}

export function DayInput({ label, value, onChange, sx, error, fullWidth = false, variant }: DayInputProps) {
  const translate = useTranslate();
  const [text, setText] = useState(() => onlyDigits(formatDay(value)));
  const [left, setLeft] = useState(false);
  const typed = parseDay(fromDigits(text)) ?? '';

  // A value set from outside (the address changed, a filter cleared) replaces what is shown.
  useEffect(() => {
    if (value !== typed) setText(onlyDigits(formatDay(value)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only outside changes of the value
  }, [value]);

  const change = (digits: string) => {
    setText(digits);
    setLeft(false);
    const day = parseDay(fromDigits(digits)) ?? '';
    if (day !== value) onChange(day);
  };

  const invalid = text !== '' && !typed && (text.length === 8 || left);
  return (
    <TextField
      size="small"
      variant={variant}
      fullWidth={fullWidth}
      sx={sx}
      label={label}
      placeholder={translate('app.date.placeholder')}
      value={text}
      onChange={(e) => change(e.target.value)}
      onBlur={() => setLeft(true)}
      error={invalid || Boolean(error)}
      helperText={invalid ? <FieldError message="validation.date" /> : error ? <FieldError message={error} /> : undefined}
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          inputComponent: MaskAdapter as never,
          inputProps: { maskOptions: DATE_MASK },
          endAdornment: <CalendarButton type="date" value={typed} onPick={(day) => change(onlyDigits(formatDay(day)))} />,
        },
      }}
    />
  );
}
