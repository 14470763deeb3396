/**
 * /auth/reset-password#token=...: the page of the e-mailed link, where the user chooses the new
 * password (the rules shown, a confirmation, pt-BR errors under the fields). An expired or used
 * link says so and offers a new one; success goes to the login with a message.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Link, Typography } from '@mui/material';
import { OutlinedTextField } from '../../framework/inputs/OutlinedTextField';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { confirmationError, newPasswordError } from '../../shared/passwordRules';
import { tokenOfHash, usePasswordApi } from './passwordApi';
import { AuthCard, fieldErrorOf } from './AuthCard';

type Errors = { password?: string; confirmation?: string };

function AskAgain() {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to="/auth/forgot-password" variant="contained">
      {translate('app.password.askAgain')}
    </Button>
  );
}

export default function ResetPasswordPage() {
  const translate = useTranslate();
  const api = usePasswordApi();
  const navigate = useNavigate();
  const location = useLocation();
  const token = (location.state as { token?: string } | null)?.token || tokenOfHash(location.hash);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  // The token leaves the address bar (and the history) for the page's state, which a reload keeps.
  useEffect(() => {
    if (location.hash && token) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: { token } });
  }, [location.hash, location.pathname, location.search, navigate, token]);

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
      await api.reset(token, password);
      navigate('/auth/login', { replace: true, state: { passwordChanged: true } });
    } catch (err) {
      const status = (err as { status?: number })?.status;
      const message = (err as Error)?.message || translate('app.password.error');
      const onField = fieldErrorOf(err, 'password');
      if (onField) setErrors({ password: onField });
      else if (status === 401) setLinkDead(message);
      else setError(message);
      setLoading(false);
    }
  }

  if (!token || linkDead) {
    return (
      <AuthCard title="app.password.resetTitle" subtitle="app.password.resetSubtitle">
        <Alert severity="error">{linkDead ?? translate('app.password.linkMissing')}</Alert>
        <AskAgain />
      </AuthCard>
    );
  }

  const change = (setter: (v: string) => void, field: keyof Errors) => (value: string) => {
    setter(value);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  return (
    <AuthCard title="app.password.resetTitle" subtitle="app.password.resetSubtitle" onSubmit={submit}>
      {error ? <Alert severity="error">{error}</Alert> : null}
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
      <Link component={RouterLink} to="/auth/login" sx={{ alignSelf: 'center' }}>
        {translate('app.password.backToLogin')}
      </Link>
    </AuthCard>
  );
}
