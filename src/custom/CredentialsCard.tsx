/**
 * The e-mail and password card of both logins (the staff's /auth/login and an accreditation's
 * /accreditation/{id}/login): a failure shows the server's message, else the page's fallback;
 * while the call runs the button spins and cannot be pressed twice.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OutlinedTextField } from '../framework/inputs/OutlinedTextField';
import { AuthCard } from './password/AuthCard';

export interface CredentialsCardProps {
  title: string;
  subtitle: string;
  /** A message from the page before (password changed, session ended), hidden by an error. */
  notice?: { text: string; severity: 'success' | 'info' } | null;
  /** Logs in; throws with the server's message. The page stays busy after success (it navigates away). */
  onSubmit: (email: string, password: string) => Promise<void>;
  /** Under the button: the way to a forgotten password. */
  footer: ReactNode;
}

export function CredentialsCard({ title, subtitle, notice, onSubmit, footer }: CredentialsCardProps) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLoading(true);
    try {
      await onSubmit(email, password);
    } catch (err) {
      setError((err as Error)?.message || translate('app.login.error'));
      setLoading(false);
    }
  }

  return (
    <AuthCard title={title} subtitle={subtitle} onSubmit={submit} maxWidth={400}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {notice && !error ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <OutlinedTextField
        label={translate('app.login.username')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        autoFocus
      />
      <OutlinedTextField
        label={translate('app.login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={loading || !email || !password}>
        {loading ? <CircularProgress size={24} color="inherit" /> : translate('app.login.submit')}
      </Button>
      {footer}
    </AuthCard>
  );
}
