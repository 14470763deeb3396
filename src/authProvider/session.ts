/**
 * Logging in and the logged user's profile: what the login page needs, without the menu and
 * resource definitions the admin's access checks bring (authProvider.ts). The admin and the
 * login's light shell (src/custom/PublicShell.tsx) share `appSession`, so the profile loaded at
 * login is the one the admin's first page reads.
 */
import { httpClient, type HttpClient } from '../dataProvider/httpClient';
import { createProfileStore } from './profile';
import { saveTokens, type TokenPair } from './tokens';
import { applyBusiness } from '../layout/preferences';

export function createSession(http: HttpClient) {
  const profile = createProfileStore(http);
  return {
    profile,
    async login({ username, password }: { username: string; password: string }) {
      const { json } = await http<TokenPair>('/auth/login/local', {
        method: 'POST',
        body: { username, password },
        auth: false,
        cookie: true, // the answer sets the refresh cookie, also when the API is on another origin
      });
      saveTokens(json);
      profile.clear();
      // Permissions ready before the first page, and the business's colours for its first render.
      applyBusiness((await profile.get()).business);
      return { redirectTo: '/dashboard' };
    },
  };
}

export type Session = ReturnType<typeof createSession>;

export const appSession = createSession(httpClient);
