/**
 * A first load of an admin page with a session: the profile (which brings the access token from
 * the refresh cookie) and the admin's code are asked for here, before React draws anything; both
 * would otherwise wait for the first render, and the profile for the admin's code too. A page
 * reached later in the app (after the login, which loads the profile itself) needs neither. The
 * admin's auth check reads the same profile store.
 *
 * src/main.tsx imports this module first, and ES modules run in import order: the requests leave
 * before the modules of React, MUI and the shell run, which share the entry's file and take a few
 * hundred ms on a 2-core machine (docs/decisions.md has the figures).
 */
import { hasSession, removeLegacyCookies } from './authProvider/tokens';
import { appSession } from './authProvider/session';
import { isOutsideLayout } from './custom/outsidePaths';
import { loadAdmin } from './adminChunk';
import { applyBusiness } from './layout/preferences';
import { warmFormats } from './warmFormats';

removeLegacyCookies();
if (!isOutsideLayout(window.location.pathname) && hasSession()) {
  // The call first: on HTTP/1.1 a browser opens six connections to a server, and the admin's
  // files would take them all. The business's colours come with it: worn by the bar at once and by
  // the admin's first render, instead of the whole admin drawn again when their own call answered.
  appSession.profile.get().then((profile) => applyBusiness(profile.business), () => undefined);
  loadAdmin().catch(() => undefined);
  warmFormats();
}
