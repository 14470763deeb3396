/**
 * One form input per field type, wired to react-hook-form through useTextFieldInput (react-admin's
 * useInput). Every input shows its error with the shared FieldError (warning icon + text).
 */
import { FormControlLabel, FormHelperText, MenuItem, Switch, TextField, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../shared/definition';
import { choiceLabel, fieldLabel } from '../fields';
import { FieldError } from './FieldError';
import { MaskAdapter } from './MaskAdapter';
import { MASK_OPTIONS, MONEY_MASK, PERCENT_MASK } from './masks';
import { DateTimeInput } from './DateTimeInput';
import { requiredLabel, useTextFieldInput } from './useTextFieldInput';

export interface DefinitionInputProps {
  def: ResourceDefinition;
  source: string;
  field: FieldDefinition;
}

/** Number masks type decimals; the form stores integers (cents, hundredths of a percent). */
const toHundredths = (unmasked: string) => (unmasked === '' ? null : Math.round(Number(unmasked) * 100));
const fromHundredths = (value: unknown) => (typeof value === 'number' ? String(value / 100) : '');

export function DefinitionInput(props: DefinitionInputProps) {
  // Typed as dd/MM/yyyy HH:mm and stored as ISO UTC (a native datetime-local has no time zone).
  if (props.field.type === 'datetime') return <DateTimeInput source={props.source} label={fieldLabel(props.def, props.source)} />;
  return <TypedInput {...props} />;
}

function TypedInput({ def, source, field }: DefinitionInputProps) {
  const translate = useTranslate();
  const { field: input, message, textFieldProps: common } = useTextFieldInput(source, fieldLabel(def, source), { defaultValue: field.defaultValue });
  const inputLabel = field.required ? requiredLabel : {};

  if (field.type === 'boolean') {
    return (
      <Box>
        <FormControlLabel
          control={<Switch id={common.id} checked={Boolean(input.value)} onChange={(e) => input.onChange(e.target.checked)} />}
          label={common.label}
        />
        {message ? <FormHelperText error><FieldError message={message} /></FormHelperText> : null}
      </Box>
    );
  }

  if (field.type === 'choice') {
    return (
      <TextField {...common} select slotProps={{ inputLabel }} value={input.value ?? ''} onChange={(e) => input.onChange(e.target.value)}>
        {(field.choices ?? []).map((code) => (
          <MenuItem key={code} value={code}>
            {translate(choiceLabel(def, source, code), { _: code })}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  const numberMask = field.type === 'money' ? MONEY_MASK : field.type === 'percent' ? PERCENT_MASK : undefined;
  if (numberMask) {
    return (
      <TextField
        {...common}
        value={fromHundredths(input.value)}
        onChange={(e) => input.onChange(toHundredths(e.target.value))}
        slotProps={{ inputLabel, input: { inputComponent: MaskAdapter as never, inputProps: { maskOptions: numberMask } } }}
      />
    );
  }

  const mask = MASK_OPTIONS[field.type];
  if (mask) {
    return (
      <TextField
        {...common}
        value={input.value ?? ''}
        onChange={(e) => input.onChange(e.target.value)}
        slotProps={{ inputLabel, input: { inputComponent: MaskAdapter as never, inputProps: { maskOptions: mask } } }}
      />
    );
  }

  if (field.type === 'integer') {
    // Typed as text: what is not a number gets 'Digite um número válido' instead of vanishing,
    // and the maximum bounds the length (amountMultiple: at most 3 characters).
    const maxLength = field.max !== undefined && (field.min ?? 0) >= 0 ? String(field.max).length : undefined;
    return (
      <TextField
        {...common}
        value={input.value ?? ''}
        onChange={(e) => input.onChange(e.target.value)}
        slotProps={{ inputLabel, htmlInput: { inputMode: 'numeric', maxLength } }}
      />
    );
  }

  return (
    <TextField
      {...common}
      type={field.type === 'email' ? 'email' : field.type === 'datetime' ? 'datetime-local' : 'text'}
      multiline={field.type === 'longText' || field.type === 'richText'}
      minRows={field.type === 'longText' || field.type === 'richText' ? 3 : undefined}
      value={input.value ?? ''}
      onChange={(e) => input.onChange(e.target.value)}
      slotProps={{ inputLabel: field.type === 'datetime' ? { ...inputLabel, shrink: true } : inputLabel }}
    />
  );
}
