/**
 * What an admin page shows while the admin's code and first screen load: the app bar as the admin
 * draws it (the business's cached colours, logo and name, at the same place and height) over a loading
 * bar. index.html paints the same elements, with the same classes and style, before any script
 * arrives (scripts/htmlShell.ts); React's first render takes their place without a visible change,
 * and the admin's own bar then takes this one's.
 */
import { useSyncExternalStore, type CSSProperties } from 'react';
import { shellI18nProvider } from '../i18n/shellI18nProvider';
import { getPreferences, subscribePreferences } from './preferences';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, shellColours } from './shellPaint';

const businessName = () => getPreferences().businessName;
const logo = () => getPreferences().logo;
const primary = () => getPreferences().primaryColor;
const secondary = () => getPreferences().secondaryColor;
const DEFAULTS = { primary: DEFAULT_PRIMARY, secondary: DEFAULT_SECONDARY };

export function AppShell() {
  const name = useSyncExternalStore(subscribePreferences, businessName) || shellI18nProvider.translate('app.name');
  const logoUrl = useSyncExternalStore(subscribePreferences, logo);
  const c = shellColours(useSyncExternalStore(subscribePreferences, primary), useSyncExternalStore(subscribePreferences, secondary), DEFAULTS);
  const style = { '--shell-bar': c.bar, '--shell-text': c.text, '--shell-progress': c.progress, '--shell-track': c.track } as CSSProperties;
  return (
    <div id="app-shell" style={style}>
      <header className="app-shell-bar">
        <span className="app-shell-menu" />
        <span className="app-shell-title">
          <img className="app-shell-logo" alt="" hidden={!logoUrl} src={logoUrl || undefined} />
          <span className="app-shell-name">{name}</span>
        </span>
      </header>
      <div className="app-shell-progress" role="progressbar" aria-label={shellI18nProvider.translate('app.toast.loading')}>
        <span />
      </div>
    </div>
  );
}
