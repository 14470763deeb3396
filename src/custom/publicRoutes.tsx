/** Public routes of spec 1 section 2.2: reachable without login; most of their content is later work. */
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { Route } from 'react-router-dom';
import { PublicPage } from './PublicPage';
import ForgotPasswordPage from './password/ForgotPasswordPage';
import ResetPasswordPage from './password/ResetPasswordPage';

// The guest's courtesy page is its own chunk (qrcode stays out of the admin's).
const CourtesyRedeemPage = lazy(() => import('./redeem/CourtesyRedeemPage'));
// The buyer's page of an order (/ingressos#<token>), likewise.
const OrderTicketsPage = lazy(() => import('./orderTickets/OrderTicketsPage'));

export const PUBLIC_PAGES = [
  { path: '/validate', title: 'app.public.validate' },
  { path: '/validate/accreditation', title: 'app.public.validateAccreditation' },
  { path: '/validate/accreditation-activity', title: 'app.public.validateAccreditationActivity' },
  { path: '/validate/accreditation-options', title: 'app.public.validateAccreditationOptions' },
  { path: '/accreditation-participant', title: 'app.public.accreditationParticipant' },
] as const;

export const publicRoutes = () => [
  ...PUBLIC_PAGES.map((page) => <Route key={page.path} path={page.path} element={<PublicPage title={page.title} />} />),
  // The password pages of the login (issue 10 item 4): asking for a link, and the link's page.
  <Route key="/auth/forgot-password" path="/auth/forgot-password" element={<ForgotPasswordPage />} />,
  <Route key="/auth/reset-password" path="/auth/reset-password" element={<ResetPasswordPage />} />,
  <Route key="/ativar-cortesia" path="/ativar-cortesia" element={<Suspense fallback={<LinearProgress />}><CourtesyRedeemPage /></Suspense>} />,
  <Route key="/ingressos" path="/ingressos" element={<Suspense fallback={<LinearProgress />}><OrderTicketsPage /></Suspense>} />,
];
