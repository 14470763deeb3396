/**
 * Where an unauthenticated user goes: the accreditation login inside an accreditation user's area
 * (/accreditation/{id}/...); the staff's own accreditation pages (/accreditations/{id}/users...)
 * are the staff login's.
 */
export const LOGIN_ROUTE = '/auth/login';

export function loginRouteFor(pathname: string): string {
  const match = pathname.match(/^\/accreditation\/([^/]+)/);
  if (match && match[1] !== 'login') return `/accreditation/${match[1]}/login`;
  return LOGIN_ROUTE;
}

const currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

export const currentLoginRoute = () => loginRouteFor(currentPath());

/** Where a login goes when nothing was asked for. */
export const AFTER_LOGIN = '/dashboard';

/**
 * The page asked for before the login (react-admin's logout puts it in the login route's
 * location state as nextPathname/nextSearch), or the dashboard. Only a path of this app is
 * followed: never another origin ('//host'), never a login page again.
 */
export function afterLoginPath(state: unknown): string {
  const next = state as { nextPathname?: unknown; nextSearch?: unknown } | null | undefined;
  const path = typeof next?.nextPathname === 'string' ? next.nextPathname : '';
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return AFTER_LOGIN;
  if (path === '/' || path === LOGIN_ROUTE || /\/login$/.test(path)) return AFTER_LOGIN;
  const search = typeof next?.nextSearch === 'string' && next.nextSearch.startsWith('?') ? next.nextSearch : '';
  return path + search;
}
