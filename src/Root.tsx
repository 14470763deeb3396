/**
 * What a first load runs. A page outside the admin (the login, the password pages, the public
 * pages) comes with a light shell; the admin (react-admin's lists, the menu, the resource views)
 * is a chunk of its own, loaded when a session exists or as a login is sent (LoginPage).
 */
import { lazy, Suspense, useEffect } from 'react';
import { LinearProgress } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import { hasSession } from './authProvider/tokens';
import { loginRouteFor } from './authProvider/loginRoute';
import { appSession } from './authProvider/session';
import { isOutsideLayout } from './custom/outsideLayoutRoutes';
import { PublicShell } from './custom/PublicShell';
import { loadAdmin } from './adminChunk';

const AdminApp = lazy(() => loadAdmin().then((m) => ({ default: m.App })));

/** The admin, with its first call (the profile, which brings the access token from the refresh cookie) made while its code downloads. */
function AdminRoot() {
  useEffect(() => {
    // The admin's auth check reads the same session (createAuthProvider shares appSession) and
    // decides on the answer; here it only starts earlier.
    appSession.profile.get().catch(() => undefined);
  }, []);
  return (
    <Suspense fallback={<LinearProgress />}>
      <AdminApp />
    </Suspense>
  );
}

export function Root() {
  const { pathname, search } = useLocation();
  if (isOutsideLayout(pathname)) return <PublicShell />;
  // No session: to the login at once, with the page asked for, as the admin's own check would
  // send it (authProvider.checkAuth), without loading the admin first.
  if (!hasSession()) return <Navigate to={loginRouteFor(pathname)} replace state={{ nextPathname: pathname, nextSearch: search }} />;
  return <AdminRoot />;
}
