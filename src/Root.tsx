/**
 * What a first load runs. A page outside the admin (the login, the password pages, the public
 * pages) comes with a light shell; the admin (react-admin's lists, the menu, the resource views)
 * is a chunk of its own, loaded when a session exists or as a login is sent (LoginPage).
 */
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasSession } from './authProvider/tokens';
import { loginRouteFor } from './authProvider/loginRoute';
import { appSession } from './authProvider/session';
import { isOutsideLayout } from './custom/outsideLayoutRoutes';
import { PublicShell } from './custom/PublicShell';
import { loadAdmin } from './adminChunk';
import { AppShell } from './layout/AppShell';

const AdminApp = lazy(() => loadAdmin().then((m) => ({ default: m.App })));

/**
 * A first load of an admin page with a session: the admin's code and the profile (which brings
 * the access token from the refresh cookie) are asked for as the first script runs, before React
 * draws anything; both would otherwise wait for the first render, and the profile for the admin's
 * code too. Called by src/main.tsx, once: a page reached later in the app (after the login, which
 * loads the profile itself) needs neither. The admin's auth check reads the same profile store.
 */
export function startAdmin(pathname: string) {
  if (isOutsideLayout(pathname) || !hasSession()) return;
  // The call first: on HTTP/1.1 a browser opens six connections to a server, and the admin's
  // files would take them all.
  appSession.profile.get().catch(() => undefined);
  loadAdmin().catch(() => undefined);
}

/** The admin, drawn when its chunk is there (a first load asked for it already: startAdmin); its bar meanwhile. */
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
