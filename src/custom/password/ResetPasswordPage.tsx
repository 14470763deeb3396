/**
 * /auth/reset-password#token=...: the page of the e-mailed link, where the user chooses the new
 * password (the rules shown, a confirmation, pt-BR errors under the fields). An expired or used
 * link says so and offers a new one; success goes to the login with a message.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { tokenOfHash, usePasswordApi } from './passwordApi';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';

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
  const [linkDead, setLinkDead] = useState<string | null>(null);

  // The token leaves the address bar (and the history) for the page's state, which a reload keeps.
  useEffect(() => {
    if (location.hash && token) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: { token } });
  }, [location.hash, location.pathname, location.search, navigate, token]);

  const save = async (password: string) => {
    await api.reset(token, password);
    navigate('/auth/login', { replace: true, state: { passwordChanged: true } });
  };

  if (!token || linkDead) {
    return (
      <AuthCard title="app.password.resetTitle" subtitle="app.password.resetSubtitle">
        <Alert severity="error">{linkDead ?? translate('app.password.linkMissing')}</Alert>
        <AskAgain />
      </AuthCard>
    );
  }

  return (
    <NewPasswordForm
      title="app.password.resetTitle"
      subtitle="app.password.resetSubtitle"
      save={save}
      onLinkDead={setLinkDead}
      footer={
        <Link component={RouterLink} to="/auth/login" sx={{ alignSelf: 'center' }}>
          {translate('app.password.backToLogin')}
        </Link>
      }
    />
  );
}
