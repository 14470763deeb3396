/**
 * Session and access for react-admin: the access token in memory and the refresh token in the
 * server's HttpOnly cookie (./tokens.ts), the profile loaded at login, and canAccess decided by
 * the same pure functions as the server's guard.
 */
import type { AuthProvider } from 'ra-core';
import { canAccessResource, canOpenPage, isMenuEntryVisible, type AccessContext, type ResourceAction } from '../shared/permissions';
import { MENU_ENTRIES, menuEntriesFor } from '../menu/menuEntries';
import { routeOf, type ResourceDefinition } from '../shared/definition';
import { RESOURCES } from '../shared/resources/registry';
import { httpClient as defaultClient, type HttpClient } from '../dataProvider/httpClient';
import { accessContext, type Profile } from './profile';
import { clearTokens, getAccessToken, hasSession, isHandingOver } from './tokens';
import { appSession, createSession, type Session } from './session';
import { currentLoginRoute } from './loginRoute';
import type { AnswersNow } from './accessAnswers';

const ACTIONS: readonly string[] = ['list', 'show', 'create', 'edit', 'delete'];

/** A menu route is addressed by its key ('myCompany') or its path ('/my-company'). */
const menuEntry = (resource: string) =>
  MENU_ENTRIES.find((e) => e.key === resource || e.route === resource || e.route === `/${resource}`);

/** With the app's client it shares `appSession` (the profile loaded at login), else a session of its own. */
export function createAuthProvider(
  http: HttpClient = defaultClient,
  resources: readonly ResourceDefinition[] = RESOURCES,
  session: Session = http === defaultClient ? appSession : createSession(http),
) {
  const { profile } = session;
  const loggedIn = hasSession;

  const decide = (ctx: AccessContext, action: string, resource: string): boolean => {
    // A definition is addressed by its name ('pointsOfSale') or its route ('/points-of-sale').
    const def = resources.find((r) => r.name === resource || routeOf(r) === resource || routeOf(r) === `/${resource}`);
    if (def) {
      if (!ACTIONS.includes(action)) return false;
      // Deleting is a button, not a page; the pages follow the menu's rule as well.
      if (action === 'delete') return canAccessResource(def, 'delete', ctx);
      const entry = def.menu ? menuEntriesFor(resources).find((e) => e.key === def.menu) : undefined;
      return canOpenPage(def, action as ResourceAction, ctx, entry);
    }
    const entry = menuEntry(resource);
    return entry ? isMenuEntryVisible(entry, ctx) : false;
  };

  return {
    login: session.login,

    async logout() {
      // The old business's session ending during a switch is not a logout of the new one.
      if (isHandingOver()) return false;
      const redirectTo = currentLoginRoute();
      const had = hasSession();
      // This tab and the others (told through the session flag) end first; then the server
      // revokes the session the cookie names and clears the cookie. Offline, the session still
      // ends here, and its refresh token expires on its own.
      clearTokens();
      profile.clear();
      if (had) await http('/accounts/logout', { method: 'POST', auth: false, cookie: true }).catch(() => undefined);
      return redirectTo;
    },

    async checkAuth() {
      const toLogin = { redirectTo: currentLoginRoute(), message: false };
      if (getAccessToken()) return;
      if (!hasSession()) throw toLogin;
      // A reload: the profile's call brings an access token from the refresh cookie first.
      try {
        await profile.get();
      } catch (error) {
        // Refused: the session is over. No answer at all: stay, the page says it is offline.
        if ((error as { status?: number }).status === 401) throw toLogin;
      }
    },

    async checkError(error: { status?: number }) {
      // The http client already tried one refresh: a 401 now means the session is over.
      // A 403 only means this action is not allowed: stay logged in.
      if (error?.status === 401 && !isHandingOver()) {
        clearTokens();
        profile.clear();
        throw { redirectTo: currentLoginRoute(), logoutUser: true };
      }
    },

    async getIdentity() {
      if (!loggedIn()) throw new Error('not logged in');
      const p: Profile = await profile.get();
      return { id: p.id, fullName: p.fullName ?? [p.firstName, p.lastName].filter(Boolean).join(' '), avatar: p.profileImage ?? undefined };
    },

    async getPermissions() {
      // Logged out (login and public pages): nothing to ask the server.
      if (!loggedIn()) return undefined;
      return accessContext(await profile.get());
    },

    async canAccess({ action, resource }: { action: string; resource: string }) {
      if (!loggedIn()) return false;
      return decide(accessContext(await profile.get()), action, resource);
    },

    /**
     * canAccess's answer now, when the profile is already here (undefined otherwise): a page
     * drawn after the login knows its buttons in its first render (./accessAnswers.ts).
     */
    canAccessNow({ action, resource }: { action: string; resource: string }): boolean | undefined {
      if (!loggedIn()) return false;
      const loaded = profile.peek();
      return loaded ? decide(accessContext(loaded), action, resource) : undefined;
    },

    /** Whether checkAuth would pass at once: the session's token is in memory (./accessAnswers.ts). */
    checkAuthNow: (): boolean => Boolean(getAccessToken()),

    /** The cached profile, for the layout (business name, theme). */
    getProfile: () => profile.get(),
  } satisfies AuthProvider & Required<AnswersNow> & { getProfile: () => Promise<Profile> };
}

export const authProvider = createAuthProvider();
