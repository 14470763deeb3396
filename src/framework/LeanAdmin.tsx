/**
 * react-admin's <Admin> (AdminContext + AdminUI) without the defaults this app replaces. AdminUI
 * names its default login page, English catalogue, loading and not-found pages as default props,
 * so they were in every first load although the app passes its own (or `false`): the login form
 * alone brought react-hook-form and react-admin's form machinery to /events. Same tree otherwise:
 * the theme, CssBaseline, CoreAdminUI, then the notification.
 */
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, AuthenticationError, CoreAdminUI, Error as ErrorPage, type AdminProps } from 'react-admin';

type ContextProps = ComponentProps<typeof AdminContext>;

export interface LeanAdminProps
  extends Pick<ContextProps, 'authProvider' | 'dataProvider' | 'i18nProvider' | 'queryClient' | 'store' | 'theme'>,
    Pick<AdminProps, 'children' | 'dashboard' | 'layout' | 'catchAll' | 'loading' | 'accessDenied' | 'requireAuth' | 'title'> {
  notification: ComponentType;
}

export function LeanAdmin({ authProvider, dataProvider, i18nProvider, queryClient, store, theme, notification, children, ...ui }: LeanAdminProps) {
  return (
    <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={store} theme={theme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI {...ui} disableTelemetry loginPage={false} error={ErrorPage} authenticationError={AuthenticationError}>
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
