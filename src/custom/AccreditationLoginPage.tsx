/**
 * /accreditation/{id}/login (spec 2 sections 2 and 7): the accreditation user's own login, e-mail
 * and password, independent of the staff login. A failure shows the server's message (one for a
 * wrong e-mail or password, its own for an inactive user or accreditation); success opens the
 * area, or the page asked for inside it.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { OutlinedTextField } from '../framework/inputs/OutlinedTextField';
import { AuthFrame } from './AuthFrame';
import { areaFlag, areaPath, useAreaApi } from './accreditationArea/areaApi';

/** The area page asked for before the login, only inside this accreditation's area. */
function nextPath(state: unknown, accreditationId: string): string {
  const next = (state as { next?: unknown } | null)?.next;
  const home = areaPath(accreditationId);
  return typeof next === 'string' && next.startsWith(`${home}/`) && !next.endsWith('/login') && !next.includes('//') ? next : home;
}

export function AccreditationLoginPage() {
  const translate = useTranslate();
  const api = useAreaApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { accreditationId = '' } = useParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const state = location.state as { passwordSet?: string; ended?: string } | null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLoading(true);
    try {
      await api.login(accreditationId, email, password);
      areaFlag(accreditationId);
      navigate(nextPath(location.state, accreditationId), { replace: true });
    } catch (err) {
      setError((err as Error)?.message || translate('app.login.error'));
      setLoading(false);
    }
  }

  const notice = state?.passwordSet ?? state?.ended;
  return (
    <AuthFrame>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Box>
              <Typography variant="h5" component="h1">
                {translate('app.accreditationLogin.title')}
              </Typography>
              <Typography color="text.secondary">{translate('accreditationArea.login.subtitle')}</Typography>
            </Box>
            {error ? <Alert severity="error">{error}</Alert> : null}
            {notice && !error ? <Alert severity={state?.passwordSet ? 'success' : 'info'}>{notice}</Alert> : null}
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
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {translate('accreditationArea.login.forgot')}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
