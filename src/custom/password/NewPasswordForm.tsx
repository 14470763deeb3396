/**
 * Choosing a new password on a link's page (the staff reset, the accreditation user's first
 * password): the rules shown and announced with the field, a confirmation, pt-BR errors under the
 * fields, the server's own on the field it names. A refused link (401) goes to `onLinkDead`.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OutlinedTextField } from '../../framework/inputs/OutlinedTextField';
import { confirmationError, newPasswordError } from '../../shared/passwordRules';
import { AuthCard, fieldErrorOf } from './AuthCard';

type Errors = { password?: string; confirmation?: string };

export interface NewPasswordFormProps {
  title: string;
  subtitle: string;
  /** Shown above the rules (whose account this is). */
  intro?: ReactNode;
  save: (password: string) => Promise<void>;
  onLinkDead: (message: string) => void;
  /** Below the button (a way back). */
  footer?: ReactNode;
}

export function NewPasswordForm({ title, subtitle, intro, save, onLinkDead, footer }: NewPasswordFormProps) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const check = (p: string, c: string): Errors => {
    const passwordKey = newPasswordError(p);
    const confirmationKey = passwordKey ? null : confirmationError(p, c);
    return { password: passwordKey ? translate(passwordKey) : undefined, confirmation: confirmationKey ? translate(confirmationKey) : undefined };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = check(password, confirmation);
    setErrors(found);
    if (found.password || found.confirmation) return;
    setLoading(true);
    try {
      await save(password);
    } catch (err) {
      const status = (err as { status?: number })?.status;
      const message = (err as Error)?.message || translate('app.password.error');
      const onField = fieldErrorOf(err, 'password');
      if (onField) setErrors({ password: onField });
      else if (status === 401) onLinkDead(message);
      else setError(message);
      setLoading(false);
    }
  }

  const change = (setter: (v: string) => void, field: keyof Errors) => (value: string) => {
    setter(value);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  return (
    <AuthCard title={title} subtitle={subtitle} onSubmit={submit}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {intro}
      <Typography variant="body2" id="password-rules">
        {translate('app.password.rules')}
      </Typography>
      <OutlinedTextField
        id="new-password"
        label={translate('app.password.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => change(setPassword, 'password')(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        // The rules stay announced beside the field's own error.
        htmlInput={{ 'aria-describedby': errors.password ? 'new-password-helper-text password-rules' : 'password-rules' }}
        required
        autoFocus
      />
      <OutlinedTextField
        label={translate('app.password.confirmation')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => change(setConfirmation, 'confirmation')(e.target.value)}
        error={Boolean(errors.confirmation)}
        helperText={errors.confirmation}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={loading}>
        {loading ? <CircularProgress size={24} color="inherit" /> : translate('app.password.submit')}
      </Button>
      {footer}
    </AuthCard>
  );
}
