/**
 * The staff calls of an accreditation's users (docs/accreditation.md): list, add, (de)activate,
 * re-send the password e-mail. Injected by context so component tests answer them.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';

export type Delivery = '@SENT' | '@OUTBOX' | '@FAILED';

export interface AccreditationUser {
  id: string;
  accreditationId: string;
  firstName: string;
  lastName: string | null;
  email: string;
  avatar: string | null;
  isActive: boolean;
  hasPassword: boolean;
  createdAt: string;
}

export function createAccreditationUsersApi(http: HttpClient) {
  return {
    accreditation: async (id: string) => (await http<{ id: string; name: string }>(`/accreditations/${id}`)).json,
    list: async (id: string) => (await http<{ data: AccreditationUser[] }>(`/accreditations/${id}/users`)).json.data,
    add: async (id: string, body: { firstName: string; lastName?: string; email: string }) =>
      (await http<AccreditationUser & { delivery: Delivery }>(`/accreditations/${id}/users`, { method: 'POST', body })).json,
    setActive: async (id: string, userId: string, isActive: boolean) =>
      (await http<AccreditationUser>(`/accreditations/${id}/users/${userId}`, { method: 'PATCH', body: { isActive } })).json,
    resend: async (id: string, userId: string) =>
      (await http<{ message: string; delivery: Delivery }>(`/accreditations/${id}/users/${userId}/resend-password-email`, { method: 'POST' })).json,
  };
}

export type AccreditationUsersApi = ReturnType<typeof createAccreditationUsersApi>;
export const AccreditationUsersApiContext = createContext<AccreditationUsersApi>(createAccreditationUsersApi(httpClient));
export const useAccreditationUsersApi = () => useContext(AccreditationUsersApiContext);
