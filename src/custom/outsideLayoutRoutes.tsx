/**
 * The pages outside the admin's layout: the logins, the password pages and the public pages.
 * The admin routes them (App), and so does the light shell a first load of one of them starts
 * with (PublicShell), so they never wait for the admin's code.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { matchPath, Route } from 'react-router-dom';
import { LoginPage } from './LoginPage';
import { PUBLIC_PATHS, publicRoutes } from './publicRoutes';

// The accreditation user's login, password page and area (docs/accreditation.md): chunks of their
// own, so the staff login's first load carries none of them.
const AccreditationLoginPage = lazy(() => import('./AccreditationLoginPage').then((m) => ({ default: m.AccreditationLoginPage })));
const AccreditationPasswordPage = lazy(() => import('./accreditationArea/AccreditationPasswordPage'));
const AccreditationArea = lazy(() => import('./accreditationArea/AccreditationArea'));

const LOGIN_PATHS = ['/auth/login', '/accreditation/:accreditationId/login', '/accreditation/:accreditationId/password', '/accreditation/:accreditationId/*'];

const lazyPage = (page: ReactNode) => <Suspense fallback={<LinearProgress />}>{page}</Suspense>;

export const outsideLayoutRoutes = () => [
  <Route key="/auth/login" path="/auth/login" element={<LoginPage />} />,
  <Route key="/accreditation/login" path="/accreditation/:accreditationId/login" element={lazyPage(<AccreditationLoginPage />)} />,
  <Route key="/accreditation/password" path="/accreditation/:accreditationId/password" element={lazyPage(<AccreditationPasswordPage />)} />,
  <Route key="/accreditation/area" path="/accreditation/:accreditationId/*" element={lazyPage(<AccreditationArea />)} />,
  ...publicRoutes(),
];

export const isOutsideLayout = (pathname: string) => [...LOGIN_PATHS, ...PUBLIC_PATHS].some((path) => matchPath(path, pathname));
