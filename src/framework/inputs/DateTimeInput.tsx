/**
 * Date and time typed as 'dd/MM/yyyy HH:mm' (pt-BR) and stored as ISO UTC. While the text is
 * incomplete or not a real date the form holds INVALID_DATE, so the schema's date rule
 * reports it instead of silently keeping the previous value. The calendar button opens the
 * browser's picker, whose wall time is read as São Paulo's like the typed text.
 */
import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, fromLocalInput, parseDateTime, toLocalInput } from '../dates';
import { onlyDigits } from '../../shared/brazil';
import { CalendarButton } from './CalendarButton';
import { MaskAdapter } from './MaskAdapter';
import { useTextFieldInput } from './useTextFieldInput';

export const INVALID_DATE = 'invalid-date';
const DATE_TIME_MASK = { mask: '00/00/0000 00:00' };

/** The mask hands over digits only: 'ddMMyyyyHHmm' -> 'dd/MM/yyyy HH:mm'. */
const fromDigits = (d: string) => `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4, 8)} ${d.slice(8, 10)}:${d.slice(10, 12)}`;
const digitsOf = (value: unknown) => onlyDigits(formatDateTime(value));

export function DateTimeInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, textFieldProps } = useTextFieldInput(source, label);
  const [text, setText] = useState(() => digitsOf(field.value));

  // A value set from outside (record loaded, form reset) replaces what is shown.
  useEffect(() => {
    if (field.value !== INVALID_DATE && parseDateTime(fromDigits(text)) !== (field.value ?? null)) setText(digitsOf(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only outside changes of the value
  }, [field.value]);

  const onChange = (digits: string) => {
    setText(digits);
    field.onChange(digits === '' ? null : (parseDateTime(fromDigits(digits)) ?? INVALID_DATE));
  };

  const pick = (local: string) => {
    const value = fromLocalInput(local);
    setText(digitsOf(value));
    field.onChange(value);
  };

  return (
    <TextField
      {...textFieldProps}
      placeholder={translate('app.date.dateTimePlaceholder')}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          inputComponent: MaskAdapter as never,
          inputProps: { maskOptions: DATE_TIME_MASK },
          endAdornment: <CalendarButton type="datetime-local" value={toLocalInput(field.value)} onPick={pick} />,
        },
      }}
    />
  );
}
