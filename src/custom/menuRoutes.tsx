/**
 * Routes of the menu entries that are not definition resources, behind the same access rule as
 * the menu: the entry's page when it has one (each its own lazy chunk), otherwise its title and
 * the empty state until its work lands.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LinearProgress } from '@mui/material';
import { Navigate, Route } from 'react-router-dom';
import { routeOf, type ResourceDefinition } from '../shared/definition';
import { MENU_ENTRIES } from '../menu/menuEntries';
import { GuardedPage } from './GuardedPage';
import { PlaceholderPage } from './PlaceholderPage';

/** The page of each menu entry that has one, by entry key. */
const MENU_PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  cashier: lazy(() => import('./cashier/CashierPage')),
  reports: lazy(() => import('../resources/reports/ReportsPage')),
  myCompany: lazy(() => import('./myCompany/MyCompanyRoutes')),
  collaborators: lazy(() => import('../resources/people/CollaboratorsPage')),
  roles: lazy(() => import('../resources/people/RolesPage')),
};

export function menuRoutes(resources: readonly ResourceDefinition[]) {
  const taken = new Set(resources.map(routeOf));
  return MENU_ENTRIES.filter((e) => !taken.has(e.route)).map((entry) => {
    // An entry a definition claims from a deeper route (Marketing: its e-mail templates at
    // /marketing/mail/templates) opens that route.
    const claimedBy = resources.find((r) => r.menu === entry.key);
    if (claimedBy) return <Route key={entry.key} path={entry.route} element={<Navigate to={routeOf(claimedBy)} replace />} />;
    const Page = MENU_PAGES[entry.key];
    return (
      <Route
        key={entry.key}
        path={`${entry.route}/*`}
        element={
          <GuardedPage resource={entry.key}>
            {Page ? (
              <Suspense fallback={<LinearProgress />}>
                <Page />
              </Suspense>
            ) : (
              <PlaceholderPage title={`menu.${entry.key}`} />
            )}
          </GuardedPage>
        }
      />
    );
  });
}
