/** The theme of every page, admin or public: react-admin's defaults in the business's cached colours, following their changes. */
import { useMemo, useSyncExternalStore } from 'react';
import { buildTheme } from './theme';
import { getPreferences, subscribePreferences } from './preferences';

export function useAppTheme() {
  const { primaryColor, secondaryColor } = useSyncExternalStore(subscribePreferences, getPreferences);
  // Only the colours make the theme: the business's name or logo arriving must not draw every
  // styled element of the admin again.
  return useMemo(() => buildTheme({ primaryColor, secondaryColor }), [primaryColor, secondaryColor]);
}
