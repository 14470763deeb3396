/** Public routes of spec 1 section 2.2: reachable without login. */
import { lazy, Suspense, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { Route } from 'react-router-dom';

// Chunks of their own, so the login's first load carries none of them: the password pages bring
// yup (their rules), the guest's courtesy page qrcode, the placeholders the page header.
const ForgotPasswordPage = lazy(() => import('./password/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./password/ResetPasswordPage'));
const CourtesyRedeemPage = lazy(() => import('./redeem/CourtesyRedeemPage'));
// The buyer's page of an order (/ingressos#<token>), likewise.
const OrderTicketsPage = lazy(() => import('./orderTickets/OrderTicketsPage'));
// The door, its own chunk too (the QR reader and its WebAssembly load only there).
const ValidatePage = lazy(() => import('./validate/ValidatePage'));
// The sales page's preview that the sales-theme screen frames (issue 14), with the themes' fonts.
const SalesPagePreview = lazy(() => import('./themes/SalesPagePreview'));
// The page of an invite's e-mailed link (issue 14): set name and password, or join with one's own.
const InviteAcceptPage = lazy(() => import('../resources/people/InviteAcceptPage'));
// The accreditation's public pages (issue 15): the paired device's (QR reader) and self-registration (qrcode).
const ValidateAccreditationPage = lazy(() => import('./accreditationPublic/ValidateAccreditationPage'));
const AccreditationOptionsPage = lazy(() => import('./accreditationPublic/AccreditationOptionsPage'));
const AccreditationActivityPage = lazy(() => import('./accreditationPublic/AccreditationActivityPage'));
const AccreditationParticipantPage = lazy(() => import('./accreditationPublic/AccreditationParticipantPage'));

/** The accreditation's public pages (spec 2 section 2), their titles shown until the accreditation is known. */
export const PUBLIC_PAGES = [
  { path: '/validate/accreditation', title: 'app.public.validateAccreditation', page: <ValidateAccreditationPage /> },
  { path: '/validate/accreditation-activity', title: 'app.public.validateAccreditationActivity', page: <AccreditationActivityPage /> },
  { path: '/validate/accreditation-options', title: 'app.public.validateAccreditationOptions', page: <AccreditationOptionsPage /> },
  { path: '/accreditation-participant', title: 'app.public.accreditationParticipant', page: <AccreditationParticipantPage /> },
] as const;

const lazyPage = (page: ReactNode) => <Suspense fallback={<LinearProgress />}>{page}</Suspense>;

const PAGES: [path: string, element: ReactNode][] = [
  ...PUBLIC_PAGES.map((page): [string, ReactNode] => [page.path, lazyPage(page.page)]),
  // The password pages of the login (issue 10 item 4): asking for a link, and the link's page.
  ['/auth/forgot-password', lazyPage(<ForgotPasswordPage />)],
  ['/auth/reset-password', lazyPage(<ResetPasswordPage />)],
  ['/ativar-cortesia', lazyPage(<CourtesyRedeemPage />)],
  ['/validate', lazyPage(<ValidatePage />)],
  ['/ingressos', lazyPage(<OrderTicketsPage />)],
  ['/preview/sales-page', lazyPage(<SalesPagePreview />)],
  ['/convite/:businessId', lazyPage(<InviteAcceptPage />)],
];

export const PUBLIC_PATHS = PAGES.map(([path]) => path);

export const publicRoutes = () => PAGES.map(([path, element]) => <Route key={path} path={path} element={element} />);
