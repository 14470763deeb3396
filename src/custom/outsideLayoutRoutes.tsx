/**
 * The pages outside the admin's layout: the logins, the password pages and the public pages.
 * The admin routes them (App), and so does the light shell a first load of one of them starts
 * with (PublicShell), so they never wait for the admin's code.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { Route } from 'react-router-dom';
import { LoginPage } from './LoginPage';
import { publicRoutes } from './publicRoutes';
import { LOGIN_PATHS } from './outsidePaths';

// The accreditation user's login, password page and area (docs/accreditation.md): chunks of their
// own, so the staff login's first load carries none of them.
const AccreditationLoginPage = lazy(() => import('./AccreditationLoginPage').then((m) => ({ default: m.AccreditationLoginPage })));
const AccreditationPasswordPage = lazy(() => import('./accreditationArea/AccreditationPasswordPage'));
const AccreditationArea = lazy(() => import('./accreditationArea/AccreditationArea'));

const lazyPage = (page: ReactNode) => <Suspense fallback={<LinearProgress />}>{page}</Suspense>;

export const outsideLayoutRoutes = () => [
  <Route key="/auth/login" path={LOGIN_PATHS.login} element={<LoginPage />} />,
  <Route key="/accreditation/login" path={LOGIN_PATHS.accreditationLogin} element={lazyPage(<AccreditationLoginPage />)} />,
  <Route key="/accreditation/password" path={LOGIN_PATHS.accreditationPassword} element={lazyPage(<AccreditationPasswordPage />)} />,
  <Route key="/accreditation/area" path={LOGIN_PATHS.accreditationArea} element={lazyPage(<AccreditationArea />)} />,
  ...publicRoutes(),
];
