/**
 * /accreditation/{id}/... (spec 2 section 2; docs/accreditation.md): the accreditation user's area,
 * made for a phone at the entrance. Its own session (areaApi.ts): without one, or with one of
 * another accreditation, it goes to /accreditation/{id}/login, and 'Sair' lands there too. A header
 * with the accreditation's name, the user's name and 'Sair'; then finding participants, registering
 * one on site, and a participant's page (credential, check-in).
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Container, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../framework/useDocumentTitle';
import { setPreferences } from '../../layout/preferences';
import { areaFlag, areaLoginPath, useAreaApi, type AreaSession } from './areaApi';
import { FindParticipants } from './FindParticipants';
import { RegisterParticipant } from './RegisterParticipant';
import { ParticipantPage } from './ParticipantPage';

export default function AccreditationArea() {
  const translate = useTranslate();
  const api = useAreaApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { accreditationId = '' } = useParams();
  const [session, setSession] = useState<AreaSession | null>(null);
  useDocumentTitle(session?.accreditation.name ?? translate('app.accreditationLogin.title'));

  /** Back to this accreditation's login, remembering the page asked for; `ended` is the message to show there. */
  const toLogin = useCallback(
    (ended?: string) => {
      areaFlag(null);
      navigate(areaLoginPath(accreditationId), { replace: true, state: { next: location.pathname, ended } });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- where the user was when the session was checked
    [accreditationId, navigate],
  );

  useEffect(() => {
    let live = true;
    // No flag for this accreditation: no session to ask about.
    if (areaFlag() !== accreditationId) {
      toLogin();
      return;
    }
    api.logged().then(
      (s) => {
        if (!live) return;
        if (s.accreditation.id !== accreditationId) return toLogin();
        setSession(s);
        // The business's colours (a convenience: the defaults stay on a failure).
        api.preferences(s.business.id).then((prefs) => live && prefs && setPreferences({ ...prefs, businessId: s.business.id }), () => undefined);
      },
      (err: { status?: number; message?: string }) => {
        if (live) toLogin(err?.status === 401 ? undefined : err?.message);
      },
    );
    return () => {
      live = false;
    };
  }, [api, accreditationId, toLogin]);

  /** A call refused for the session (deactivated, logged out elsewhere): the login says why. */
  const onSessionError = useCallback((err: unknown) => {
    const e = err as { status?: number; message?: string };
    if (e?.status === 401) toLogin(e.message);
  }, [toLogin]);

  async function logout() {
    await api.logout().catch(() => undefined);
    areaFlag(null);
    navigate(areaLoginPath(accreditationId), { replace: true });
  }

  if (!session) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const userName = [session.user.firstName, session.user.lastName].filter(Boolean).join(' ');
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }} noWrap>
            {session.accreditation.name}
          </Typography>
          <Typography component="p" variant="body2" noWrap>
            {userName}
          </Typography>
        </Box>
        <Button color="inherit" variant="outlined" onClick={logout}>
          {translate('accreditationArea.logout')}
        </Button>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 2 } }}>
        <Routes>
          <Route index element={<FindParticipants accreditationId={accreditationId} onSessionError={onSessionError} />} />
          <Route path="register" element={<RegisterParticipant accreditationId={accreditationId} onSessionError={onSessionError} />} />
          <Route path="participants/:participantId" element={<ParticipantPage accreditationId={accreditationId} onSessionError={onSessionError} />} />
          <Route path="*" element={<FindParticipants accreditationId={accreditationId} onSessionError={onSessionError} />} />
        </Routes>
      </Container>
    </Box>
  );
}
