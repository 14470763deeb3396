/**
 * A first load of a page outside the admin (the login, the password pages, the public pages):
 * the contexts those pages use (translation, the session's login, the admin's theme) and
 * nothing of the admin itself, which loads after login (src/Root.tsx). Not react-admin's
 * AdminContext: its router adapter, query cache and store hooks would bring react-router's data
 * router, react-query and lodash, which these pages never use.
 */
import { useEffect, useState } from 'react';
import { AuthContext, I18nContext, type AuthProvider } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { Routes } from 'react-router-dom';
import { appSession } from '../authProvider/session';
import { shellI18nProvider as i18nProvider } from '../i18n/shellI18nProvider';
import { createAppStore } from '../layout/appStore';
import { useMuiAppTheme } from '../layout/useAppTheme';
import { outsideLayoutRoutes } from './outsideLayoutRoutes';

/** These pages only log in; the admin's own provider takes over with the session. */
const publicAuthProvider: AuthProvider = {
  login: appSession.login,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

/** The language kept in the admin's store (react-admin's 'locale'), loaded before the first paint as the admin does. */
function useStoredLocale(): boolean {
  const [wanted] = useState(() => createAppStore().getItem<string>('locale'));
  const [ready, setReady] = useState(!wanted || wanted === i18nProvider.getLocale());
  useEffect(() => {
    if (ready || !wanted) return;
    Promise.resolve(i18nProvider.changeLocale(wanted))
      .catch(() => undefined)
      .finally(() => setReady(true));
  }, [ready, wanted]);
  return ready;
}

export function PublicShell() {
  const theme = useMuiAppTheme();
  if (!useStoredLocale()) return null;
  return (
    <I18nContext.Provider value={i18nProvider}>
      <AuthContext.Provider value={publicAuthProvider}>
        <ThemeProvider theme={theme}>
          {/* As react-admin's AdminUI does for the admin's pages. */}
          <CssBaseline enableColorScheme />
          <Routes>{outsideLayoutRoutes()}</Routes>
        </ThemeProvider>
      </AuthContext.Provider>
    </I18nContext.Provider>
  );
}
