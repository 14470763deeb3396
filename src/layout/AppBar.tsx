/** App bar: the business's logo and name, and the user menu. */
import { useSyncExternalStore } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, useTranslate, type AppBarProps } from 'react-admin';
import { getPreferences, subscribePreferences } from './preferences';
import { UserMenu } from './UserMenu';
import { BusinessTitle } from './BusinessTitle';

// No locale switcher: the product speaks pt-BR (English stays loadable for later).
const TOOLBAR = <LoadingIndicator />;

export function AppBar(props: AppBarProps) {
  const translate = useTranslate();
  const prefs = useSyncExternalStore(subscribePreferences, getPreferences);
  const name = prefs.businessName || translate('app.name');
  return (
    <RaAppBar {...props} toolbar={TOOLBAR} userMenu={<UserMenu />}>
      <BusinessTitle name={name} logo={prefs.logo} />
    </RaAppBar>
  );
}
