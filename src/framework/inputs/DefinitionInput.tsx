/**
 * One form input per field type, wired to react-hook-form through useTextFieldInput (react-admin's
 * useInput). Every input shows its error with the shared FieldError (warning icon + text).
 */
import { lazy, Suspense } from 'react';
import { FormControlLabel, FormHelperText, LinearProgress, MenuItem, Switch, TextField, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../shared/definition';
import { choiceLabel, fieldLabel } from '../fields';
import { FieldError } from './FieldError';
import { MaskAdapter } from './MaskAdapter';
import { MASK_OPTIONS } from './masks';
import { DecimalInput } from './DecimalInput';
import { MoneyInput } from './MoneyInput';
import { PercentInput } from './PercentInput';
import { DateTimeInput } from './DateTimeInput';
import { ReferenceArrayInput } from './ReferenceArrayInput';
import { ImageInput } from './ImageInput';
import { requiredLabel, useTextFieldInput } from './useTextFieldInput';

// The rich-text editor (tiptap) is loaded when a form with such a field first shows.
const RichTextInput = lazy(() => import('../richText/PlaceholderRichTextInput'));

export interface DefinitionInputProps {
  def: ResourceDefinition;
  source: string;
  field: FieldDefinition;
}

export function DefinitionInput(props: DefinitionInputProps) {
  const { def, source, field } = props;
  const label = fieldLabel(def, source);
  const common = { source, label, required: field.required, defaultValue: field.defaultValue };
  // Typed as dd/MM/yyyy HH:mm and stored as ISO UTC (a native datetime-local has no time zone).
  if (field.type === 'datetime') return <DateTimeInput source={source} label={label} />;
  // One money input and one percent input for every field of those types (decimalText.ts).
  if (field.type === 'money') return <MoneyInput {...common} max={field.max} />;
  if (field.type === 'percent') return <PercentInput {...common} max={field.max} />;
  if (field.type === 'references') return <ReferenceArrayInput def={def} source={source} />;
  // A file chosen is sent as a data URL; the server stores it as an upload.
  if (field.type === 'image') return <ImageInput source={source} label={label} types={field.imageTypes} maxMb={field.imageMaxMb} tooLarge={field.messages?.tooLarge} />;
  // Quantities: '1.500' is 1500, shown grouped out of the field; a value above the maximum is refused.
  if (field.type === 'integer' && (field.min ?? 0) >= 0) {
    return <DecimalInput {...common} options={{ scale: 0, max: field.max ?? Number.MAX_SAFE_INTEGER }} />;
  }
  if (field.type === 'richText') return <RichTextField label={label} source={source} required={field.required} />;
  return <TypedInput {...props} />;
}

/** A rich-text field of a generated form: the editor with its toolbar, its label marked when required. */
function RichTextField({ label, source, required }: { label: string; source: string; required?: boolean }) {
  const translate = useTranslate();
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('app.toast.loading')} />}>
      <RichTextInput
        source={source}
        label={translate(label)}
        isRequired={required}
        fullWidth
        sx={{ '& .ProseMirror': { minHeight: 240, maxHeight: 480, overflowY: 'auto' } }}
      />
    </Suspense>
  );
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
    // A negative minimum: typed as text, what is not a number gets 'Digite um número válido' instead of vanishing.
    return (
      <TextField
        {...common}
        value={input.value ?? ''}
        onChange={(e) => input.onChange(e.target.value)}
        slotProps={{ inputLabel, htmlInput: { inputMode: 'numeric' } }}
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
