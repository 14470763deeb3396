/**
 * The participant form of an accreditation, as a participant sees it (issue 15): the fixed fields
 * every form asks (name, e-mail, phone with the mask (00) 00000-0000, CPF with 000.000.000-00),
 * then the accreditation's questions in their order (text, e-mail, phone, CPF, a date typed
 * dd/mm/aaaa, single choice as radio buttons, multiple choice as check boxes).
 *
 * One renderer for every place that registers a participant: the staff's preview and back-office
 * registration, the accreditation user's on-site registration, the public self-registration page.
 * Render it inside a react-admin `<Form>` (any react-hook-form FormProvider under react-admin's
 * contexts) with `resolver={participantResolver(fields)}`: the shared checkParticipant, the same
 * check the server runs, with its issues under the fields (`name`, `email`, `phone`, `document`,
 * `answers.{fieldId}`). Values: `{ name, email, phone, document, answers: { [fieldId]: string | string[] } }`,
 * which is the body of every registration call; the server's issues come back on the same fields
 * (return `serverIssues(error)` from the form's onSubmit).
 */
import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { checkParticipant, type FormField } from '../../../shared/accreditation/participant';
import { optionsOf } from '../../../shared/accreditation/fieldKinds';
import { MASK_OPTIONS } from '../../../framework/inputs/masks';
import { MaskAdapter } from '../../../framework/inputs/MaskAdapter';
import { DayInput } from '../../../framework/inputs/DayInput';
import { FieldError } from '../../../framework/inputs/FieldError';
import { requiredLabel, useTextFieldInput } from '../../../framework/inputs/useTextFieldInput';

/** The form's values checked by the shared rule; issues become errors under their fields. */
export function participantResolver(fields: readonly FormField[]): Resolver<FieldValues> {
  return async (values) => {
    const { issues } = checkParticipant(values as never, fields);
    if (!issues.length) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of issues) {
      const [head, id] = issue.field.split('.');
      const error = { type: 'rule', message: issue.message };
      if (head === 'answers' && id) errors.answers = { ...(errors.answers as object), [id]: error };
      else errors[head] = error;
    }
    return { values: {}, errors: errors as never };
  };
}

/** The server's issues by field (`name`, `answers.{id}`…), for react-admin's `<Form onSubmit>` to put under the fields. */
export const serverIssues = (error: unknown): Record<string, string> | undefined => (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;

/** Blank values of a new registration (so every input starts controlled). */
export const emptyParticipant = (fields: readonly FormField[]) => ({
  name: '',
  email: '',
  phone: '',
  document: '',
  answers: Object.fromEntries(fields.map((f) => [f.id, f.kind === '@MULTIPLE' ? [] : ''])),
});

type Kind = 'text' | 'email' | 'phone' | 'cpf';
type Variant = 'outlined' | 'filled';

/** What a browser may fill in when the person types their own data (the public page); a staff member registering someone else gets no suggestions of their own. */
const SELF_FILL: Partial<Record<string, string>> = { name: 'name', email: 'email', phone: 'tel-national' };
const MAX_LENGTH: Record<string, number> = { name: 120, email: 254 };

function TextAnswer({ source, label, kind, required, translated, variant, selfFill }: { source: string; label: string; kind: Kind; required?: boolean; translated?: boolean; variant?: Variant; selfFill?: boolean }) {
  const translate = useTranslate();
  const { field, textFieldProps } = useTextFieldInput(source, label);
  const mask = kind === 'phone' || kind === 'cpf' ? MASK_OPTIONS[kind] : undefined;
  const autoComplete = (selfFill && SELF_FILL[source]) || 'off';
  return (
    <TextField
      {...textFieldProps}
      label={translated ? label : translate(label)}
      variant={variant}
      type={kind === 'email' ? 'email' : 'text'}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      slotProps={{
        inputLabel: required ? requiredLabel : {},
        htmlInput: { autoComplete, ...(mask ? {} : { maxLength: MAX_LENGTH[source] ?? 2000 }) },
        ...(mask ? { input: { inputComponent: MaskAdapter as never, inputProps: { maskOptions: mask, autoComplete, inputMode: kind === 'phone' ? 'tel' : 'numeric' } } } : {}),
      }}
    />
  );
}

function DateAnswer({ source, label, required, variant }: { source: string; label: string; required: boolean; variant?: Variant }) {
  const { field, fieldState } = useInput({ source });
  const message = fieldState.error?.message;
  return (
    <Box>
      <DayInput sx={{ width: { xs: '100%', sm: 220 } }} variant={variant} label={required ? `${label} *` : label} value={field.value ?? ''} onChange={(day) => field.onChange(day)} />
      {message ? (
        <FormHelperText error>
          <FieldError message={message} />
        </FormHelperText>
      ) : null}
    </Box>
  );
}

function ChoiceAnswer({ source, field: question }: { source: string; field: FormField }) {
  const { field, fieldState, id } = useInput({ source });
  const message = fieldState.error?.message;
  const options = optionsOf(question.options);
  const labelId = `${id}-label`;
  const multiple = question.kind === '@MULTIPLE';
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <FormControl component="fieldset" error={Boolean(message)} required={question.required}>
      <FormLabel component="legend" id={labelId}>
        {question.label}
      </FormLabel>
      {multiple ? (
        <FormGroup>
          {options.map((option) => (
            <FormControlLabel
              key={option}
              label={option}
              control={
                <Checkbox
                  checked={chosen.includes(option)}
                  onChange={(e) => field.onChange(e.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option))}
                  onBlur={field.onBlur}
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup aria-labelledby={labelId} name={field.name} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}>
          {options.map((option) => (
            <FormControlLabel key={option} value={option} label={option} control={<Radio />} />
          ))}
        </RadioGroup>
      )}
      {message ? (
        <FormHelperText>
          <FieldError message={message} />
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}

function Question({ field, variant }: { field: FormField; variant?: Variant }) {
  const source = `answers.${field.id}`;
  switch (field.kind) {
    case '@SINGLE':
    case '@MULTIPLE':
      return <ChoiceAnswer source={source} field={field} />;
    case '@DATE':
      return <DateAnswer source={source} label={field.label} required={field.required} variant={variant} />;
    default: {
      const kind: Kind = field.kind === '@EMAIL' ? 'email' : field.kind === '@PHONE' ? 'phone' : field.kind === '@CPF' ? 'cpf' : 'text';
      return <TextAnswer source={source} label={field.label} kind={kind} required={field.required} translated variant={variant} />;
    }
  }
}

export interface ParticipantFormProps {
  fields: readonly FormField[];
  /** The public pages draw outlined fields; the admin keeps its theme's. */
  variant?: Variant;
  /** The person types their own data (self-registration): the browser may suggest their name, e-mail and phone. */
  selfFill?: boolean;
}

/** The inputs of the participant form (the caller gives the `<Form>` and its buttons). */
export function ParticipantForm({ fields, variant, selfFill }: ParticipantFormProps) {
  const translate = useTranslate();
  const common = { variant, selfFill };
  return (
    <Stack spacing={2}>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.accreditations.participantForm.requiredNote')}
      </Typography>
      <TextAnswer source="name" label="resources.accreditations.participantForm.name" kind="text" required {...common} />
      <TextAnswer source="email" label="resources.accreditations.participantForm.email" kind="email" required {...common} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextAnswer source="phone" label="resources.accreditations.participantForm.phone" kind="phone" {...common} />
        <TextAnswer source="document" label="resources.accreditations.participantForm.document" kind="cpf" {...common} />
      </Box>
      {fields.map((field) => (
        <Question key={field.id} field={field} variant={variant} />
      ))}
    </Stack>
  );
}
