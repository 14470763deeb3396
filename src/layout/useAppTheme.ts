/** The theme of every page, admin or public: react-admin's defaults in the business's cached colours, following their changes. */
import { useMemo, useSyncExternalStore } from 'react';
import { createTheme, type Theme } from '@mui/material/styles';
import { buildTheme } from './theme';
import { getPreferences, subscribePreferences } from './preferences';

const primary = () => getPreferences().primaryColor;
const secondary = () => getPreferences().secondaryColor;

export function useAppTheme() {
  // Only the colours make the theme, and only they are read: the business's name or logo arriving
  // must not even render the App again (it would hand react-admin new resource elements, which it
  // reads again, and draw the whole admin four more times).
  const primaryColor = useSyncExternalStore(subscribePreferences, primary);
  const secondaryColor = useSyncExternalStore(subscribePreferences, secondary);
  return useMemo(() => buildTheme({ primaryColor, secondaryColor }), [primaryColor, secondaryColor]);
}

/** What react-admin's ThemeProvider makes of that theme (it has no dark variant): for what is drawn outside react-admin. */
export function useMuiAppTheme(): Theme {
  const options = useAppTheme();
  return useMemo(() => createTheme(options), [options]);
}
