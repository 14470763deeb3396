/**
 * The pages outside the admin's layout: the logins, the password pages and the public pages.
 * The admin routes them (App), and so does the light shell a first load of one of them starts
 * with (PublicShell), so they never wait for the admin's code.
 */
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { matchPath, Route } from 'react-router-dom';
import { LoginPage } from './LoginPage';
import { PUBLIC_PATHS, publicRoutes } from './publicRoutes';

// A placeholder until its own login exists; its page header would weigh on the main login.
const AccreditationLoginPage = lazy(() => import('./AccreditationLoginPage').then((m) => ({ default: m.AccreditationLoginPage })));

const LOGIN_PATHS = ['/auth/login', '/accreditation/:accreditationId/login'];

export const outsideLayoutRoutes = () => [
  <Route key="/auth/login" path="/auth/login" element={<LoginPage />} />,
  <Route key="/accreditation/login" path="/accreditation/:accreditationId/login" element={
      <Suspense fallback={<LinearProgress />}>
        <AccreditationLoginPage />
      </Suspense>
    }
  />,
  ...publicRoutes(),
];

export const isOutsideLayout = (pathname: string) => [...LOGIN_PATHS, ...PUBLIC_PATHS].some((path) => matchPath(path, pathname));
