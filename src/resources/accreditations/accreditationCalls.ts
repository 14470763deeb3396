/** The staff's accreditation calls beyond CRUD (server/accreditation/staffRoutes.ts; docs/accreditation.md), methods of the one data provider. */
import type { RaRecord } from 'react-admin';
import type { HttpClient } from '../../dataProvider/httpClient';
import type { DashboardCounters } from '../../shared/resources/accreditations/codes';
import type { FormField } from '../../shared/accreditation/participant';

export interface AccreditationUserSummary {
  id: string;
  firstName: string;
  avatar: string | null;
  isActive: boolean;
}

export interface AccreditationInfo extends RaRecord {
  name: string;
  image: string | null;
  isActive: boolean;
  pairCode: string;
  updatedAt: string;
  users: AccreditationUserSummary[];
  participantsTotal: number;
}

export interface AccreditationDashboard extends DashboardCounters {
  today: string;
  period: { startAt: string; endAt: string };
}

export interface StaffParticipant extends RaRecord {
  name: string;
  email: string;
  phone: string | null;
  document: string | null;
  answers: Record<string, string | string[]>;
  code: string;
  registeredVia: '@BACK_OFFICE' | '@ON_SITE' | '@SELF_SERVICE';
  accreditedAt: string | null;
  accreditedVia: '@STAFF' | '@DEVICE' | null;
  createdAt: string;
}

export interface ParticipantPage {
  data: StaffParticipant[];
  pagination: { currentPage: number; totalPages: number; totalItems: number };
}

const base = (id: string) => `/accreditations/${encodeURIComponent(id)}`;

export const accreditationCalls = (http: HttpClient) => ({
  async accreditationInfo(id: string): Promise<AccreditationInfo> {
    return (await http<AccreditationInfo>(`${base(id)}/info`)).json;
  },
  async accreditationDashboard(id: string, period: { startAt: string; endAt: string }): Promise<AccreditationDashboard> {
    return (await http<AccreditationDashboard>(`${base(id)}/dashboard`, { query: period })).json;
  },
  async accreditationFormFields(id: string): Promise<FormField[]> {
    return (await http<{ data: FormField[] }>(`${base(id)}/participants/fields`, { query: { page: 1, limit: 100 } })).json.data;
  },
  async accreditationParticipants(id: string, query: { page: number; limit: number; search?: string }): Promise<ParticipantPage> {
    return (await http<ParticipantPage>(`${base(id)}/participants`, { query })).json;
  },
  async createAccreditationParticipant(id: string, body: Record<string, unknown>): Promise<StaffParticipant> {
    return (await http<StaffParticipant>(`${base(id)}/participants`, { method: 'POST', body })).json;
  },
});

export type AccreditationCalls = ReturnType<typeof accreditationCalls>;
