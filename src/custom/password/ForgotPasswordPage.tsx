/**
 * /auth/forgot-password: asks for a reset link by e-mail. The answer is the server's neutral
 * message whether or not the e-mail has an account (issue 10 item 4).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Link } from '@mui/material';
import { OutlinedTextField } from '../../framework/inputs/OutlinedTextField';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { emailError } from '../../shared/passwordRules';
import { usePasswordApi } from './passwordApi';
import { AuthCard, fieldErrorOf } from './AuthCard';

export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const api = usePasswordApi();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = emailError(email);
    setFieldError(problem ? translate(problem) : null);
    if (problem) return;
    setLoading(true);
    try {
      const { message } = await api.requestLink(email.trim());
      setSent(message || translate('server.messages.resetLinkSent'));
    } catch (err) {
      const onField = fieldErrorOf(err, 'email');
      if (onField) setFieldError(onField);
      else setError((err as Error)?.message || translate('app.password.error'));
    } finally {
      setLoading(false);
    }
  }

  const backToLogin = (
    <Link component={RouterLink} to="/auth/login" sx={{ alignSelf: 'center' }}>
      {translate('app.password.backToLogin')}
    </Link>
  );

  if (sent) {
    return (
      <AuthCard title="app.password.forgotTitle" subtitle="app.password.forgotSubtitle">
        <Alert severity="success">{sent}</Alert>
        {backToLogin}
      </AuthCard>
    );
  }

  return (
    <AuthCard title="app.password.forgotTitle" subtitle="app.password.forgotSubtitle" onSubmit={submit}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <OutlinedTextField
        label={translate('app.password.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (fieldError) setFieldError(null);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError ?? undefined}
        required
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={loading}>
        {loading ? <CircularProgress size={24} color="inherit" /> : translate('app.password.send')}
      </Button>
      {backToLogin}
    </AuthCard>
  );
}
