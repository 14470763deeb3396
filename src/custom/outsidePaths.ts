/**
 * The addresses drawn outside the admin's frame: the logins and the public pages (spec 1 section
 * 2.2, spec 2 section 2). Apart from their pages (outsideLayoutRoutes.tsx, publicRoutes.tsx) so
 * that the first script (src/firstRequests.ts) can tell an admin page without loading React's views.
 */
import { matchPath } from 'react-router-dom';

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

const OUTSIDE = [...Object.values(LOGIN_PATHS), ...Object.values(PUBLIC_PATHS)];

export const isOutsideLayout = (pathname: string) => OUTSIDE.some((path) => matchPath(path, pathname));
