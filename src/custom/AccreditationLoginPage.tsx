/**
 * /accreditation/{id}/login (spec 2 sections 2 and 7): the accreditation user's own login, e-mail
 * and password, independent of the staff login. A failure shows the server's message (one for a
 * wrong e-mail or password, its own for an inactive user or accreditation); success opens the
 * area, or the page asked for inside it.
 */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { CredentialsCard } from './CredentialsCard';
import { areaFlag, areaPath, useAreaApi } from './accreditationArea/areaApi';
import { AccreditationTheme } from './accreditationArea/AccreditationTheme';

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
  const state = location.state as { passwordSet?: string; ended?: string } | null;
  const notice = state?.passwordSet ?? state?.ended;

  async function login(email: string, password: string) {
    await api.login(accreditationId, email, password);
    areaFlag(accreditationId);
    navigate(nextPath(location.state, accreditationId), { replace: true });
  }

  return (
    <AccreditationTheme accreditationId={accreditationId}>
      <CredentialsCard
        title="app.accreditationLogin.title"
        subtitle="accreditationArea.login.subtitle"
        notice={notice ? { text: notice, severity: state?.passwordSet ? 'success' : 'info' } : null}
        onSubmit={login}
        footer={
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {translate('accreditationArea.login.forgot')}
          </Typography>
        }
      />
    </AccreditationTheme>
  );
}
