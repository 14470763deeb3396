/**
 * Registering a participant on site (@ON_SITE): name, e-mail, phone and CPF (masked as typed),
 * then the accreditation's own questions, checked by the same function as the server
 * (checkParticipant) with the errors under each field. Kept small and on the `fields` shape of
 * the participant form, so the form renderer of the back-office can replace ParticipantFields.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, LinearProgress, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MaskAdapter } from '../../framework/inputs/MaskAdapter';
import { MASK_OPTIONS } from '../../framework/inputs/masks';
import { DayInput } from '../../framework/inputs/DayInput';
import { checkParticipant, type FormField } from '../../shared/accreditation/participant';
import { optionsOf } from '../../shared/accreditation/fieldKinds';
import { areaPath, useAreaApi, type RegistrationInput } from './areaApi';

type Answers = Record<string, string | string[]>;
type Errors = Record<string, string>;

function MaskedField({ label, value, onChange, mask, error, required, type }: { label: string; value: string; onChange: (v: string) => void; mask?: Record<string, unknown>; error?: string; required?: boolean; type?: string }) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      required={required}
      type={type}
      fullWidth
      slotProps={mask ? { input: { inputComponent: MaskAdapter as never, inputProps: { maskOptions: mask } } } : undefined}
    />
  );
}

/** The accreditation's own questions, by kind. */
export function ParticipantFields({ fields, answers, onChange, errors }: { fields: readonly FormField[]; answers: Answers; onChange: (id: string, value: string | string[]) => void; errors: Errors }) {
  const translate = useTranslate();
  return (
    <>
      {fields.map((field) => {
        const error = errors[`answers.${field.id}`];
        const value = answers[field.id];
        switch (field.kind) {
          case '@SINGLE':
            return (
              <FormControl key={field.id} error={Boolean(error)} required={field.required}>
                <FormLabel id={`q-${field.id}`}>{field.label}</FormLabel>
                <RadioGroup aria-labelledby={`q-${field.id}`} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(field.id, e.target.value)}>
                  {optionsOf(field.options).map((option) => (
                    <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
                  ))}
                </RadioGroup>
                {error ? <FormHelperText>{error}</FormHelperText> : null}
              </FormControl>
            );
          case '@MULTIPLE': {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <FormControl key={field.id} error={Boolean(error)} required={field.required} component="fieldset">
                <FormLabel component="legend">{field.label}</FormLabel>
                <FormGroup>
                  {optionsOf(field.options).map((option) => (
                    <FormControlLabel
                      key={option}
                      label={option}
                      control={<Checkbox checked={chosen.includes(option)} onChange={(e) => onChange(field.id, e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option))} />}
                    />
                  ))}
                </FormGroup>
                {error ? <FormHelperText>{error}</FormHelperText> : null}
              </FormControl>
            );
          }
          case '@DATE':
            return (
              <Box key={field.id}>
                <DayInput label={field.label + (field.required ? ' *' : '')} value={typeof value === 'string' ? value : ''} onChange={(day) => onChange(field.id, day)} sx={{ width: '100%' }} />
                {error ? <FormHelperText error>{error}</FormHelperText> : null}
              </Box>
            );
          default:
            return (
              <MaskedField
                key={field.id}
                label={field.label}
                value={typeof value === 'string' ? value : ''}
                onChange={(v) => onChange(field.id, v)}
                mask={field.kind === '@PHONE' ? MASK_OPTIONS.phone : field.kind === '@CPF' ? MASK_OPTIONS.cpf : undefined}
                type={field.kind === '@EMAIL' ? 'email' : undefined}
                required={field.required}
                error={error}
              />
            );
        }
      })}
      {fields.length === 0 ? null : <Typography variant="caption" color="text.secondary">{translate('accreditationArea.register.requiredNote')}</Typography>}
    </>
  );
}

export function RegisterParticipant({ accreditationId, onSessionError }: { accreditationId: string; onSessionError: (err: unknown) => void }) {
  const translate = useTranslate();
  const api = useAreaApi();
  const navigate = useNavigate();
  const [fields, setFields] = useState<FormField[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [input, setInput] = useState<Omit<RegistrationInput, 'answers'>>({ name: '', email: '', phone: '', document: '' });
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api.form().then(
      (f) => live && setFields(f),
      (err: Error) => {
        onSessionError(err);
        if (live) setLoadError(err?.message || translate('accreditationArea.register.loadError'));
      },
    );
    return () => {
      live = false;
    };
  }, [api, onSessionError, translate]);

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!fields) return <LinearProgress aria-label={translate('ra.page.loading')} />;

  const set = (key: keyof typeof input) => (value: string) => {
    setInput({ ...input, [key]: value });
    if (errors[key]) setErrors({ ...errors, [key]: '' });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // Blank answers are not answers (the server reads them the same way).
    const given = Object.fromEntries(Object.entries(answers).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v.trim() !== '')));
    const body = { ...input, answers: given };
    const { issues } = checkParticipant(body, fields!);
    if (issues.length) {
      setErrors(Object.fromEntries(issues.map((i) => [i.field, translate(i.message)])));
      return;
    }
    setBusy(true);
    try {
      const created = await api.register(body);
      navigate(areaPath(accreditationId, `/participants/${created.id}`), { state: { registered: true } });
    } catch (err) {
      onSessionError(err);
      const onFields = (err as { body?: { errors?: Errors } })?.body?.errors;
      if (onFields) setErrors(onFields);
      setError((err as Error)?.message || translate('accreditationArea.register.error'));
      setBusy(false);
    }
  }

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('accreditationArea.register.title')}
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <MaskedField label={translate('accreditationArea.fields.name')} value={input.name} onChange={set('name')} required error={errors.name} />
        <MaskedField label={translate('accreditationArea.fields.email')} value={input.email} onChange={set('email')} required type="email" error={errors.email} />
        <MaskedField label={translate('accreditationArea.fields.phone')} value={input.phone} onChange={set('phone')} mask={MASK_OPTIONS.phone} error={errors.phone} />
        <MaskedField label={translate('accreditationArea.fields.document')} value={input.document} onChange={set('document')} mask={MASK_OPTIONS.cpf} error={errors.document} />
        <ParticipantFields
          fields={fields}
          answers={answers}
          errors={errors}
          onChange={(id, value) => {
            setAnswers({ ...answers, [id]: value });
            if (errors[`answers.${id}`]) setErrors({ ...errors, [`answers.${id}`]: '' });
          }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('accreditationArea.register.submit')}
          </Button>
          <Button component={RouterLink} to={areaPath(accreditationId)}>
            {translate('ra.action.cancel')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
