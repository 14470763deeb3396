/**
 * /accreditation/{id}/password#token=...: the page of the link e-mailed to a new accreditation user
 * (or re-sent by staff), where they choose their password (the password pages' own form and
 * rules). The token leaves the address bar for the page's state; a used, expired or replaced link
 * says so; success goes to the accreditation login with the server's message.
 */
import { useEffect, useState } from 'react';
import { Alert, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { AuthCard } from '../password/AuthCard';
import { NewPasswordForm } from '../password/NewPasswordForm';
import { tokenOfHash } from '../password/passwordApi';
import { areaLoginPath, useAreaApi } from './areaApi';
import { AccreditationTheme } from './AccreditationTheme';

function PasswordPage() {
  const translate = useTranslate();
  const api = useAreaApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { accreditationId = '' } = useParams();
  // The fragment (never sent to a server); `?token=` is read too, for a link copied by hand.
  const token = (location.state as { token?: string } | null)?.token || tokenOfHash(location.hash) || new URLSearchParams(location.search).get('token') || '';
  const [owner, setOwner] = useState<{ firstName: string; email: string; accreditation: { name: string } } | null>(null);
  const [dead, setDead] = useState<string | null>(token ? null : translate('server.accreditationArea.linkInvalid'));

  useEffect(() => {
    if ((location.hash || location.search) && token) navigate({ pathname: location.pathname }, { replace: true, state: { token } });
  }, [location.hash, location.search, location.pathname, navigate, token]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    api.passwordLink(accreditationId, token).then(
      (found) => live && setOwner(found),
      (err: Error) => live && setDead(err?.message || translate('server.accreditationArea.linkInvalid')),
    );
    return () => {
      live = false;
    };
  }, [api, accreditationId, token, translate]);

  if (dead) {
    return (
      <AuthCard title="accreditationArea.password.title" subtitle="accreditationArea.password.subtitle">
        <Alert severity="error">{dead}</Alert>
      </AuthCard>
    );
  }
  if (!owner) {
    return (
      <AuthCard title="accreditationArea.password.title" subtitle="accreditationArea.password.subtitle">
        <LinearProgress aria-label={translate('ra.page.loading')} />
      </AuthCard>
    );
  }
  return (
    <NewPasswordForm
      title="accreditationArea.password.title"
      subtitle="accreditationArea.password.subtitle"
      intro={<Typography>{translate('accreditationArea.password.intro', { name: owner.firstName, email: owner.email, accreditation: owner.accreditation.name })}</Typography>}
      save={async (password) => {
        const { message } = await api.setPassword(accreditationId, token, password);
        navigate(areaLoginPath(accreditationId), { replace: true, state: { passwordSet: message } });
      }}
      onLinkDead={setDead}
    />
  );
}

export default function AccreditationPasswordPage() {
  const { accreditationId = '' } = useParams();
  return (
    <AccreditationTheme accreditationId={accreditationId}>
      <PasswordPage />
    </AccreditationTheme>
  );
}
