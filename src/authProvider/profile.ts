/**
 * The logged user's profile (GET /api/profile), fetched once and kept in memory so
 * canAccess, the menu and the identity never wait on a second call.
 */
import type { AccessContext } from '../shared/permissions';
import type { HttpClient, SessionHttpClient } from '../dataProvider/httpClient';
import type { Preferences } from '../layout/preferences';

export interface Profile {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  profileImage?: string | null;
  /** null: a collaborator whose role was removed ("Sem cargo"), holding no code. */
  role: { id: string; name: string; permissions: string[] } | null;
  /** With its colours and logo (`preferences`): the first screen wears them (src/layout/preferences.ts). */
  business: { id: string; name: string; isTicketOffice: boolean; modules: string[]; preferences?: Preferences };
  /** Every business the user works for (the user menu switches between them). */
  businesses?: { id: string; name: string }[];
}

export function accessContext(profile: Profile): AccessContext {
  return {
    permissions: profile.role?.permissions ?? [],
    modules: profile.business?.modules ?? [],
    isTicketOffice: Boolean(profile.business?.isTicketOffice),
  };
}

export function createProfileStore(http: HttpClient & Partial<Pick<SessionHttpClient, 'resumeWithProfile'>>) {
  let pending: Promise<Profile> | null = null;
  // The answer of `pending`, once it came: what a render can read without waiting.
  let loaded: Profile | undefined;
  return {
    /** The cached profile, loading it on first use (after a reload, with the refresh that brings the token). */
    get(): Promise<Profile> {
      if (pending) return pending;
      const resumed = http.resumeWithProfile ? http.resumeWithProfile<Profile>() : Promise.resolve(undefined);
      const request = resumed.then(async (profile) => profile ?? (await http<Profile>('/profile')).json);
      pending = request;
      request.then(
        (profile) => {
          if (pending === request) loaded = profile;
        },
        () => {
          // Only forget this request: a newer one (after login) may have replaced it.
          if (pending === request) pending = null;
        },
      );
      return request;
    },
    /** The profile if it has arrived, without asking for it. */
    peek(): Profile | undefined {
      return loaded;
    },
    set(profile: Profile) {
      pending = Promise.resolve(profile);
      loaded = profile;
    },
    clear() {
      pending = null;
      loaded = undefined;
    },
  };
}
