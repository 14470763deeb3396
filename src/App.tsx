/**
 * The admin: one <Resource> per definition, the other menu entries as guarded custom
 * routes, and the login and public pages outside the layout. A chunk of its own (src/Root.tsx).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { CustomRoutes, Resource, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { Navigate, Route, useLocation } from 'react-router-dom';
import type { ResourceDefinition } from './shared/definition';
import { RESOURCES } from './shared/resources/registry';
import { definitionRoutes, resourceFromDefinition } from './framework/resourceFromDefinition';
import { ResourcesContext } from './framework/ResourcesContext';
import { prefetchFirstLoad } from './framework/firstLoad';
import { LeanAdmin } from './framework/LeanAdmin';
import { FIRST_LOAD_PAGES } from './custom/firstLoadPages';
import { VIEW_OVERRIDES } from './resources/views';
import { createDataProvider } from './dataProvider/dataProvider';
import { createAuthProvider } from './authProvider/authProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { AppShell } from './layout/AppShell';
import { Notification } from './layout/Notification';
import { useAppTheme } from './layout/useAppTheme';
import { createAppStore } from './layout/appStore';
import { NoPermissionPage } from './custom/NoPermissionPage';
import { NotFoundPage } from './custom/NotFoundPage';
import { Dashboard } from './custom/Dashboard';
import { GuardedPage } from './custom/GuardedPage';
import { menuRoutes } from './custom/menuRoutes';
import { outsideLayoutRoutes } from './custom/outsideLayoutRoutes';
import { answerAccessAtOnce, keepAuthCheckWhile, type AnswersNow } from './authProvider/accessAnswers';
import { answerPrefetchedAtOnce, type PrefetchingProvider } from './dataProvider/prefetchedQueries';

// /accreditations/{id}/users (spec 2 section 2): an accreditation's users, its own chunk.
const AccreditationUsersPage = lazy(() => import('./resources/accreditationUsers/AccreditationUsersPage'));
// /modules (spec 2 section 2, outside the menu): the business's modules, its own chunk.
const ModulesPage = lazy(() => import('./custom/myCompany/ModulesPage'));

export interface AppProps {
  resources?: readonly ResourceDefinition[];
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  store?: Store;
  queryClient?: QueryClient;
}

/** Spec 1 section 7: queries neither retry nor refetch on focus or reconnect. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });

const GoToDashboard = () => <Navigate to="/dashboard" replace />;

/**
 * The resources and routes, made once per list of definitions: react-admin reads its children
 * again whenever they are new elements (its resources registered again, the whole admin drawn
 * four more times), and the App renders again when the business's colours change.
 */
function adminChildren(resources: readonly ResourceDefinition[]) {
  return (
    <>
      {resources.map((def) => (
        <Resource key={def.name} {...resourceFromDefinition(def, VIEW_OVERRIDES[def.name])} />
      ))}
      <CustomRoutes>
        <Route
          path="/dashboard"
          element={
            <GuardedPage resource="dashboard">
              <Dashboard />
            </GuardedPage>
          }
        />
        <Route
          path="/accreditations/:id/users"
          element={
            <GuardedPage resource="accreditations">
              <Suspense fallback={<LinearProgress />}>
                <AccreditationUsersPage />
              </Suspense>
            </GuardedPage>
          }
        />
        {definitionRoutes(resources, VIEW_OVERRIDES)}
        {menuRoutes(resources)}
        <Route
          path="/modules"
          element={
            <Suspense fallback={<LinearProgress />}>
              <ModulesPage />
            </Suspense>
          }
        />
      </CustomRoutes>
      <CustomRoutes noLayout>{outsideLayoutRoutes()}</CustomRoutes>
    </>
  );
}

export function App({ resources = RESOURCES, dataProvider, authProvider, store, queryClient }: AppProps) {
  const theme = useAppTheme();
  const children = useMemo(() => adminChildren(resources), [resources]);
  const data = useMemo(() => dataProvider ?? createDataProvider(resources), [dataProvider, resources]);
  const auth = useMemo(() => authProvider ?? createAuthProvider(undefined, resources), [authProvider, resources]);
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  const appStore = useMemo(() => store ?? createAppStore(), [store]);
  // Before any page asks: each page's access checks are answered in its first render.
  useState(() => {
    const { canAccessNow, checkAuthNow } = auth as AnswersNow;
    if (canAccessNow) answerAccessAtOnce(client, canAccessNow);
    if (checkAuthNow) keepAuthCheckWhile(client, checkAuthNow);
    answerPrefetchedAtOnce(client, data as PrefetchingProvider);
  });
  // In the first render, not an effect: an effect would run once the whole first screen is drawn.
  const location = useLocation();
  useState(() => prefetchFirstLoad({ resources, overrides: VIEW_OVERRIDES, pages: FIRST_LOAD_PAGES, dataProvider: data, authProvider: auth, queryClient: client, location }));

  return (
    <ResourcesContext.Provider value={resources}>
      <LeanAdmin
        title=""
        dashboard={GoToDashboard}
        layout={Layout}
        notification={Notification}
        i18nProvider={i18nProvider}
        dataProvider={data}
        authProvider={auth}
        queryClient={client}
        store={appStore}
        theme={theme}
        requireAuth
        accessDenied={NoPermissionPage}
        catchAll={NotFoundPage}
        loading={AppShell}
      >
        {children}
      </LeanAdmin>
    </ResourcesContext.Provider>
  );
}
