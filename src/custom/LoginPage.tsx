/**
 * /auth/login: e-mail and password; a failure shows the server's message; success returns to the page asked for.
 * 'Esqueci minha senha' leads to the password pages, which come back here with a message.
 */
import { useContext, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { OutlinedTextField } from '../framework/inputs/OutlinedTextField';
import { useAuthProvider, useNotificationContext, useTranslate } from 'react-admin';
import { QueryClientContext } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { afterLoginPath } from '../authProvider/loginRoute';
import { loadAdmin } from '../adminChunk';
import { AuthFrame } from './AuthFrame';

export function LoginPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  // The admin's query cache; the public shell a first load starts with has none (src/Root.tsx).
  const queryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  const location = useLocation();
  const { resetNotifications } = useNotificationContext();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const passwordChanged = (location.state as { passwordChanged?: boolean } | null)?.passwordChanged === true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLoading(true);
    // The admin's code downloads while the login and the profile are asked.
    loadAdmin().catch(() => undefined);
    try {
      await authProvider!.login({ username, password });
      // Answers cached while logged out (permissions, access checks) belong to nobody.
      queryClient?.removeQueries({ queryKey: ['auth'] });
      resetNotifications();
      navigate(afterLoginPath(location.state), { replace: true });
    } catch (err) {
      setError((err as Error)?.message || translate('app.login.error'));
      setLoading(false);
    }
  }

  return (
    <AuthFrame>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Box>
              <Typography variant="h5" component="h1">
                {translate('app.login.title')}
              </Typography>
              <Typography color="text.secondary">{translate('app.login.subtitle')}</Typography>
            </Box>
            {error ? <Alert severity="error">{error}</Alert> : null}
            {passwordChanged && !error ? <Alert severity="success">{translate('app.login.passwordChanged')}</Alert> : null}
            <OutlinedTextField
              label={translate('app.login.username')}
              type="email"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
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
            <Button type="submit" variant="contained" size="large" disabled={loading || !username || !password}>
              {loading ? <CircularProgress size={24} color="inherit" /> : translate('app.login.submit')}
            </Button>
            <Link component={RouterLink} to="/auth/forgot-password" sx={{ alignSelf: 'center' }}>
              {translate('app.login.forgot')}
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
