/**
 * The calls of the accreditation area (docs/accreditation.md): its own session, an HttpOnly cookie
 * the server sets at login (no token in any script), independent of the staff session. The only
 * trace kept in the browser is a flag under one fixed key, 'bilheteria.accreditation', holding the
 * accreditation's id (no secret): the spec's "accreditation credentials are stored under a fixed
 * key". Injected by context so component tests answer them.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';
import type { FormField } from '../../shared/accreditation/participant';
import { ACCREDITATION_SESSION_FLAG } from '../../shared/accreditation/usersAccess';
import type { Preferences } from '../../layout/preferences';

export interface AreaSession {
  user: { id: string; firstName: string; lastName: string | null; email: string; avatar: string | null };
  accreditation: { id: string; name: string; image: string | null };
  business: { id: string };
}

export interface AreaParticipant {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  document: string | null;
  answers: Record<string, string | string[]>;
  code: string;
  registeredVia: string;
  accreditedAt: string | null;
  accreditedVia: string | null;
  checkins?: { activityId: string; at: string }[];
}

export interface AreaActivity {
  id: string;
  name: string;
  location: string | null;
  startsAt: string | null;
  capacity: number | null;
  entries: number;
}

export type CheckInAnswer =
  | { result: '@CHECKED_IN' | '@ALREADY_CHECKED_IN'; at: string }
  | { result: '@NOT_ACCREDITED' | '@ACTIVITY_INACTIVE' | '@ACTIVITY_FULL' };

export interface RegistrationInput {
  name: string;
  email: string;
  phone: string;
  document: string;
  answers: Record<string, string | string[]>;
}

export function createAreaApi(http: HttpClient) {
  const call = async <T>(path: string, options: { method?: string; body?: unknown; query?: Record<string, unknown> } = {}) =>
    (await http<T>(path, { ...options, auth: false, cookie: true })).json;
  return {
    login: (accreditationId: string, email: string, password: string) => call<AreaSession>('/accreditation/login', { method: 'POST', body: { accreditationId, email, password } }),
    logged: () => call<AreaSession>('/accreditation/logged'),
    /** The business's colours and logo (public), so the area wears them. */
    preferences: async (businessId: string) => (await http<Preferences>(`/business/${encodeURIComponent(businessId)}/preferences`, { auth: false })).json,
    logout: () => call<null>('/accreditation/logout', { method: 'POST' }),
    form: async () => (await call<{ fields: FormField[] }>('/accreditation/form')).fields,
    activities: async () => (await call<{ data: AreaActivity[] }>('/accreditation/activities')).data,
    search: async (search: string) => (await call<{ data: AreaParticipant[] }>('/accreditation/participants', { query: { search } })).data,
    participant: (id: string) => call<AreaParticipant>(`/accreditation/participants/${id}`),
    register: (input: RegistrationInput) => call<AreaParticipant>('/accreditation/participants', { method: 'POST', body: input }),
    accredit: (id: string) => call<{ result: '@ACCREDITED' | '@ALREADY_ACCREDITED'; participant: AreaParticipant }>(`/accreditation/participants/${id}/accredit`, { method: 'POST' }),
    checkIn: (id: string, activityId: string) => call<CheckInAnswer>(`/accreditation/participants/${id}/check-in`, { method: 'POST', body: { activityId } }),
    /** The password link's page: whom it names, and setting the password (public calls, no session). */
    passwordLink: (accreditationId: string, token: string) =>
      call<{ firstName: string; email: string; accreditation: { id: string; name: string } }>('/public/accreditation/password-link', { method: 'POST', body: { accreditationId, token } }),
    setPassword: (accreditationId: string, token: string, password: string) =>
      call<{ message: string }>('/public/accreditation/password', { method: 'POST', body: { accreditationId, token, password } }),
  };
}

export type AreaApi = ReturnType<typeof createAreaApi>;

export const AreaApiContext = createContext<AreaApi>(createAreaApi(httpClient));
export const useAreaApi = () => useContext(AreaApiContext);

// localStorage can be refused (privacy settings): the area then asks the server each time.
export function areaFlag(value?: string | null): string | null {
  try {
    if (typeof value === 'string') localStorage.setItem(ACCREDITATION_SESSION_FLAG, value);
    else if (value === null) localStorage.removeItem(ACCREDITATION_SESSION_FLAG);
    return localStorage.getItem(ACCREDITATION_SESSION_FLAG);
  } catch {
    return null;
  }
}

export const areaPath = (accreditationId: string, rest = '') => `/accreditation/${accreditationId}${rest}`;
export const areaLoginPath = (accreditationId: string) => areaPath(accreditationId, '/login');
