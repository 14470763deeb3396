/**
 * /auth/login: e-mail and password; a failure shows the server's message; success returns to the page asked for.
 * 'Esqueci minha senha' leads to the password pages, which come back here with a message.
 */
import { useContext } from 'react';
import { Link } from '@mui/material';
import { useAuthProvider, useNotificationContext, useTranslate } from 'react-admin';
import { QueryClientContext } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { afterLoginPath } from '../authProvider/loginRoute';
import { loadAdmin } from '../adminChunk';
import { warmFormats } from '../warmFormats';
import { CredentialsCard } from './CredentialsCard';

export function LoginPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  // The admin's query cache; the public shell a first load starts with has none (src/Root.tsx).
  const queryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  const location = useLocation();
  const { resetNotifications } = useNotificationContext();
  const passwordChanged = (location.state as { passwordChanged?: boolean } | null)?.passwordChanged === true;

  async function login(username: string, password: string) {
    // The admin's code downloads while the login and the profile are asked.
    loadAdmin().catch(() => undefined);
    warmFormats();
    await authProvider!.login({ username, password });
    // Answers cached while logged out (permissions, access checks) belong to nobody.
    queryClient?.removeQueries({ queryKey: ['auth'] });
    resetNotifications();
    navigate(afterLoginPath(location.state), { replace: true });
  }

  return (
    <CredentialsCard
      title="app.login.title"
      subtitle="app.login.subtitle"
      notice={passwordChanged ? { text: translate('app.login.passwordChanged'), severity: 'success' } : null}
      onSubmit={login}
      footer={
        <Link component={RouterLink} to="/auth/forgot-password" sx={{ alignSelf: 'center' }}>
          {translate('app.login.forgot')}
        </Link>
      }
    />
  );
}
