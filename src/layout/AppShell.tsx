/**
 * What an admin page shows while the admin's code and first screen load: the app bar as the admin
 * draws it (the business's cached colours, logo and name, at the same place and height) over a loading
 * bar. It comes with the first file, so a phone shows the business at once instead of a blank page
 * for the seconds the admin's files take; the admin's own bar then takes its place.
 */
import { useSyncExternalStore } from 'react';
import { AppBar, Box, CssBaseline, LinearProgress, Toolbar } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { shellI18nProvider } from '../i18n/shellI18nProvider';
import { getPreferences, subscribePreferences } from './preferences';
import { useMuiAppTheme } from './useAppTheme';
import { BusinessTitle } from './BusinessTitle';

const businessName = () => getPreferences().businessName;
const logo = () => getPreferences().logo;

export function AppShell() {
  const theme = useMuiAppTheme();
  const name = useSyncExternalStore(subscribePreferences, businessName) || shellI18nProvider.translate('app.name');
  const logoUrl = useSyncExternalStore(subscribePreferences, logo);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="fixed" color="secondary">
        {/* react-admin's bar: 48 px, 8 px in, its menu button's room (40 px and 0.2em of 24 px) before the name. */}
        <Toolbar variant="dense" disableGutters sx={{ minHeight: 48, px: 1 }}>
          <Box sx={{ width: 40, mr: '4.8px', flexShrink: 0 }} />
          <BusinessTitle name={name} logo={logoUrl} />
        </Toolbar>
      </AppBar>
      {/* Padding, not margin: a margin would fall through to the body and push it down 48 px, a shift once the admin draws. */}
      <Box sx={{ pt: '48px' }}>
        <LinearProgress aria-label={shellI18nProvider.translate('app.toast.loading')} />
      </Box>
    </ThemeProvider>
  );
}
