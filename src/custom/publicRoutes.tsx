/** Public routes of spec 1 section 2.2: reachable without login. */
import { lazy, Suspense, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { Route } from 'react-router-dom';
import { PUBLIC_PATHS } from './outsidePaths';

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
  { path: PUBLIC_PATHS.validateAccreditation, title: 'app.public.validateAccreditation', page: <ValidateAccreditationPage /> },
  { path: PUBLIC_PATHS.validateAccreditationActivity, title: 'app.public.validateAccreditationActivity', page: <AccreditationActivityPage /> },
  { path: PUBLIC_PATHS.validateAccreditationOptions, title: 'app.public.validateAccreditationOptions', page: <AccreditationOptionsPage /> },
  { path: PUBLIC_PATHS.accreditationParticipant, title: 'app.public.accreditationParticipant', page: <AccreditationParticipantPage /> },
] as const;

const lazyPage = (page: ReactNode) => <Suspense fallback={<LinearProgress />}>{page}</Suspense>;

// Each address is one of PUBLIC_PATHS, which the first script reads to tell a public page.
type PublicPath = (typeof PUBLIC_PATHS)[keyof typeof PUBLIC_PATHS];

const PAGES: [path: PublicPath, element: ReactNode][] = [
  ...PUBLIC_PAGES.map((page): [PublicPath, ReactNode] => [page.path, lazyPage(page.page)]),
  // The password pages of the login (issue 10 item 4): asking for a link, and the link's page.
  [PUBLIC_PATHS.forgotPassword, lazyPage(<ForgotPasswordPage />)],
  [PUBLIC_PATHS.resetPassword, lazyPage(<ResetPasswordPage />)],
  [PUBLIC_PATHS.redeemCourtesy, lazyPage(<CourtesyRedeemPage />)],
  [PUBLIC_PATHS.validate, lazyPage(<ValidatePage />)],
  [PUBLIC_PATHS.orderTickets, lazyPage(<OrderTicketsPage />)],
  [PUBLIC_PATHS.salesPagePreview, lazyPage(<SalesPagePreview />)],
  [PUBLIC_PATHS.invite, lazyPage(<InviteAcceptPage />)],
];

export const publicRoutes = () => PAGES.map(([path, element]) => <Route key={path} path={path} element={element} />);
