/**
 * The addresses drawn outside the admin's frame: the logins and the public pages (spec 1 section
 * 2.2, spec 2 section 2). Apart from their pages (outsideLayoutRoutes.tsx, publicRoutes.tsx) so
 * that the first script (src/firstRequests.ts) can tell an admin page without loading React's views,
 * and without react-router: matched as regular expressions, the first script's file does not wait for
 * the router's file to run (vite.config.ts). tests/component/appShell.test.tsx holds them to
 * react-router's own matching.
 */
export const LOGIN_PATHS = {
  login: '/auth/login',
  accreditationLogin: '/accreditation/:accreditationId/login',
  accreditationPassword: '/accreditation/:accreditationId/password',
  accreditationArea: '/accreditation/:accreditationId/*',
} as const;

export const PUBLIC_PATHS = {
  validateAccreditation: '/validate/accreditation',
  validateAccreditationActivity: '/validate/accreditation-activity',
  validateAccreditationOptions: '/validate/accreditation-options',
  accreditationParticipant: '/accreditation-participant',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  redeemCourtesy: '/ativar-cortesia',
  validate: '/validate',
  orderTickets: '/ingressos',
  salesPagePreview: '/preview/sales-page',
  invite: '/convite/:businessId',
} as const;

export const OUTSIDE_PATHS: readonly string[] = [...Object.values(LOGIN_PATHS), ...Object.values(PUBLIC_PATHS)];

/** A react-router pattern (`/a/:id/*`, matched whole, case-insensitive, a trailing slash allowed) as a regular expression. */
export function patternSource(path: string): string {
  const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const splat = path.endsWith('/*');
  const body = (splat ? path.slice(0, -2) : path)
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
    .join('/');
  return `^${body}${splat ? '(?:/.*)?' : '/?'}$`;
}

const OUTSIDE = OUTSIDE_PATHS.map((path) => new RegExp(patternSource(path), 'i'));

export const isOutsideLayout = (pathname: string) => OUTSIDE.some((pattern) => pattern.test(pathname));
