/** Where an unauthenticated user goes: the accreditation login inside accreditation areas. */
export const LOGIN_ROUTE = '/auth/login';

export function loginRouteFor(pathname: string): string {
  const match = pathname.match(/^\/accreditations?\/([^/]+)/);
  if (match && match[1] !== 'login') return `/accreditation/${match[1]}/login`;
  return LOGIN_ROUTE;
}

const currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

export const currentLoginRoute = () => loginRouteFor(currentPath());
