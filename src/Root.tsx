/**
 * What a first load runs. A page outside the admin (the login, the password pages, the public
 * pages) comes with a light shell; the admin (react-admin's lists, the menu, the resource views)
 * is a chunk of its own, loaded when a session exists or as a login is sent (LoginPage).
 */
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasSession } from './authProvider/tokens';
import { loginRouteFor } from './authProvider/loginRoute';
import { isOutsideLayout } from './custom/outsidePaths';
import { PublicShell } from './custom/PublicShell';
import { loadAdmin } from './adminChunk';
import { AppShell } from './layout/AppShell';

const AdminApp = lazy(() => loadAdmin().then((m) => ({ default: m.App })));

/** The admin, drawn when its chunk is there (a first load asked for it already: src/firstRequests.ts); its bar meanwhile. */
function AdminRoot() {
  return (
    <Suspense fallback={<AppShell />}>
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
