/** The theme of every page, admin or public: react-admin's defaults in the business's cached colours, following their changes. */
import { useMemo, useSyncExternalStore } from 'react';
import { buildTheme } from './theme';
import { getPreferences, subscribePreferences } from './preferences';

export function useAppTheme() {
  const prefs = useSyncExternalStore(subscribePreferences, getPreferences);
  return useMemo(() => buildTheme(prefs), [prefs]);
}
