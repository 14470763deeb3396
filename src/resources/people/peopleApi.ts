/**
 * The people calls (docs/api-contract.md, "People"): collaborators, invites, roles and the public
 * invite page. Injected by context so component tests answer them.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';

export interface RoleRef {
  id: string;
  name: string;
  permissions: string[];
}

export interface Collaborator {
  id: string;
  user: { id: string; email: string; profile: { firstName: string; lastName: string; profileImage: string | null } };
  role: RoleRef | null;
}

export interface Role extends RoleRef {
  collaboratorsCount: number;
}

export interface Invite {
  id: string;
  email: string;
  role: { id: string; name: string };
  expiresAt: string;
  delivery?: '@SENT' | '@FAILED' | '@OUTBOX';
}

export interface PermissionArea {
  area: string;
  label: string;
  permissions: { code: string; description: string }[];
}

export interface Page<T> {
  data: T[];
  pagination: { currentPage: number; totalItems: number; totalItemsCurrentPage: number };
}

export interface InviteInfo {
  email: string;
  businessName: string;
  roleName: string;
  existingUser: boolean;
}

export function createPeopleApi(http: HttpClient) {
  const json = async <T,>(path: string, options?: Parameters<HttpClient>[1]) => (await http<T>(path, options)).json;
  return {
    collaborators: (query: { page: number; limit: number; search?: string }) => json<Page<Collaborator>>('/collaborators', { query }),
    collaborator: (id: string) => json<Collaborator>(`/collaborators/${id}`),
    updateCollaborator: (id: string, body: { email: string; roleId: string }) => json<Collaborator>(`/collaborators/${id}`, { method: 'PATCH', body }),
    removeCollaborator: (id: string) => json<null>(`/collaborators/${id}`, { method: 'DELETE' }),
    removeRole: (id: string, roleId: string) => json<Collaborator>(`/collaborators/${id}/roles/${roleId}`, { method: 'DELETE' }),
    resetPassword: (id: string) => json<{ message: string; delivery: string }>(`/collaborators/${id}/reset-password`, { method: 'POST' }),
    invites: () => json<{ data: Invite[] }>('/collaborators/invites'),
    invite: (body: { email: string; roleId: string }) => json<Invite>('/collaborators/invites', { method: 'POST', body }),
    revokeInvite: (id: string) => json<null>(`/collaborators/invites/${id}`, { method: 'DELETE' }),
    roles: (query: { page: number; limit: number; search?: string }) => json<Page<Role>>('/roles', { query }),
    permissions: () => json<{ data: PermissionArea[] }>('/roles/permissions'),
    createRole: (body: { name: string; permissions: string[] }) => json<Role>('/roles', { method: 'POST', body }),
    updateRole: (id: string, body: { name: string; permissions: string[] }) => json<Role>(`/roles/${id}`, { method: 'PATCH', body }),
    deleteRole: (id: string) => json<null>(`/roles/${id}`, { method: 'DELETE' }),
    inviteInfo: (token: string, businessId: string) =>
      json<InviteInfo>(`/collaborators/invite/${encodeURIComponent(token)}/business/${encodeURIComponent(businessId)}`, { auth: false }),
    acceptInvite: (token: string, businessId: string, body: { firstName?: string; lastName?: string; password: string }) =>
      json<{ message: string }>(`/collaborators/invite/${encodeURIComponent(token)}/business/${encodeURIComponent(businessId)}`, { method: 'POST', body, auth: false }),
  };
}

export type PeopleApi = ReturnType<typeof createPeopleApi>;
export const PeopleApiContext = createContext<PeopleApi>(createPeopleApi(httpClient));
export const usePeopleApi = () => useContext(PeopleApiContext);

/** 'Nome Sobrenome', or null when the person has no name yet ('Sem nome'). */
export const fullNameOf = (c: Collaborator) => [c.user.profile.firstName, c.user.profile.lastName].filter(Boolean).join(' ').trim() || null;
