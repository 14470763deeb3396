/**
 * The inputs of a participant's registration: name, e-mail, phone (00) 00000-0000 and CPF
 * 000.000.000-00 with their masks, then the accreditation's questions in order, one input per
 * kind (FormField of src/shared/accreditation/participant.ts). Controlled, with the messages of
 * checkParticipant (catalogue keys) or of the server (pt-BR) under each field.
 *
 * Self-contained on purpose: engineer STAFF builds the participant form renderer of the back-office
 * (src/resources/accreditations/participantForm/) on the same `fields` shape; this one can be
 * swapped for it without touching the page (AccreditationParticipantPage).
 */
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Answer, FormField } from '../../shared/accreditation/participant';
import { optionsOf } from '../../shared/accreditation/fieldKinds';
import { MASK_OPTIONS } from '../../framework/inputs/masks';
import { MaskAdapter } from '../../framework/inputs/MaskAdapter';
import { FieldError } from '../../framework/inputs/FieldError';
import { DayInput } from '../../framework/inputs/DayInput';

export interface ParticipantValuesInForm {
  name: string;
  email: string;
  /** Digits (the mask's unmasked value). */
  phone: string;
  document: string;
  answers: Record<string, Answer>;
}

export const emptyParticipant = (): ParticipantValuesInForm => ({ name: '', email: '', phone: '', document: '', answers: {} });

export interface ParticipantFormFieldsProps {
  fields: readonly FormField[];
  values: ParticipantValuesInForm;
  onChange: (values: ParticipantValuesInForm) => void;
  /** Messages by field: `name`, `email`, `phone`, `document`, `answers.{fieldId}`. */
  errors: Record<string, string>;
}

const helper = (message?: string) => (message ? <FieldError message={message} /> : undefined);

function Masked({ name, label, value, mask, error, onChange, autoComplete, inputMode }: {
  name: string;
  label: string;
  value: string;
  mask: Record<string, unknown> | undefined;
  error?: string;
  onChange: (digits: string) => void;
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric';
}) {
  return (
    <TextField
      fullWidth
      variant="outlined"
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={helper(error)}
      autoComplete={autoComplete}
      slotProps={{ input: { inputComponent: MaskAdapter as never, inputProps: { maskOptions: mask, inputMode } } }}
    />
  );
}

export function ParticipantFormFields({ fields, values, onChange, errors }: ParticipantFormFieldsProps) {
  const translate = useTranslate();
  const set = (patch: Partial<ParticipantValuesInForm>) => onChange({ ...values, ...patch });
  const answer = (id: string, value: Answer) => set({ answers: { ...values.answers, [id]: value } });
  const optional = (label: string, required: boolean) => (required ? label : translate('app.accreditationPublic.register.optional', { label }));

  return (
    <Stack spacing={2}>
      <TextField
        fullWidth
        variant="outlined"
        required
        name="name"
        label={translate('app.accreditationPublic.register.name')}
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        error={Boolean(errors.name)}
        helperText={helper(errors.name)}
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        fullWidth
        variant="outlined"
        required
        name="email"
        type="email"
        label={translate('app.accreditationPublic.register.email')}
        value={values.email}
        onChange={(e) => set({ email: e.target.value })}
        error={Boolean(errors.email)}
        helperText={helper(errors.email)}
        autoComplete="email"
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <Masked
        name="phone"
        label={optional(translate('app.accreditationPublic.register.phone'), false)}
        value={values.phone}
        mask={MASK_OPTIONS.phone}
        error={errors.phone}
        onChange={(phone) => set({ phone })}
        autoComplete="tel-national"
        inputMode="tel"
      />
      <Masked
        name="document"
        label={optional(translate('app.accreditationPublic.register.document'), false)}
        value={values.document}
        mask={MASK_OPTIONS.cpf}
        error={errors.document}
        onChange={(document) => set({ document })}
        inputMode="numeric"
      />
      {fields.map((field) => {
        const key = `answers.${field.id}`;
        const error = errors[key];
        const label = optional(field.label, field.required);
        const value = values.answers[field.id];
        const text = typeof value === 'string' ? value : '';
        switch (field.kind) {
          case '@PHONE':
          case '@CPF':
            return (
              <Masked key={field.id} name={key} label={label} value={text} mask={MASK_OPTIONS[field.kind === '@PHONE' ? 'phone' : 'cpf']} error={error} onChange={(v) => answer(field.id, v)} inputMode={field.kind === '@PHONE' ? 'tel' : 'numeric'} />
            );
          case '@DATE':
            return <DayInput key={field.id} label={label} value={text} onChange={(day) => answer(field.id, day)} error={error} fullWidth variant="outlined" />;
          case '@SINGLE':
          case '@MULTIPLE': {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <FormControl key={field.id} component="fieldset" error={Boolean(error)} required={field.required}>
                <FormLabel component="legend">{field.label}</FormLabel>
                {field.kind === '@SINGLE' ? (
                  <RadioGroup name={key} value={text} onChange={(e) => answer(field.id, e.target.value)}>
                    {optionsOf(field.options).map((o) => (
                      <FormControlLabel key={o} value={o} control={<Radio />} label={o} />
                    ))}
                  </RadioGroup>
                ) : (
                  <FormGroup>
                    {optionsOf(field.options).map((o) => (
                      <FormControlLabel
                        key={o}
                        label={o}
                        control={<Checkbox name={key} checked={chosen.includes(o)} onChange={(e) => answer(field.id, e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))} />}
                      />
                    ))}
                  </FormGroup>
                )}
                {error ? <FormHelperText>{helper(error)}</FormHelperText> : null}
              </FormControl>
            );
          }
          default:
            return (
              <TextField
                key={field.id}
                fullWidth
                variant="outlined"
                required={field.required}
                name={key}
                type={field.kind === '@EMAIL' ? 'email' : 'text'}
                label={label}
                value={text}
                onChange={(e) => answer(field.id, e.target.value)}
                error={Boolean(error)}
                helperText={helper(error)}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            );
        }
      })}
    </Stack>
  );
}
