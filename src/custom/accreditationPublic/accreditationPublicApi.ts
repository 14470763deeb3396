/**
 * The public accreditation pages' calls (server/accreditation/public.ts), without login: the
 * paired device's by its pair code, the participant's by the accreditation id. Injected by
 * context so component tests answer them.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';
import type { FormField, ParticipantInput } from '../../shared/accreditation/participant';
import type {
  AccreditReadResult,
  ActivityAnswer,
  CheckInReadResult,
  PairAnswer,
  PublicAccreditation,
  ReadAnswer,
  RegisteredAnswer,
} from '../../shared/accreditation/publicAnswers';

export type { ActivityAnswer, PairAnswer, PublicAccreditation, ReadAnswer, RegisteredAnswer };

const BASE = '/public/accreditation';
const pair = (pairCode: string) => `${BASE}/pair/${encodeURIComponent(pairCode)}`;

export function createAccreditationPublicApi(http: HttpClient) {
  return {
    pair: async (pairCode: string) => (await http<PairAnswer>(pair(pairCode), { auth: false })).json,
    accredit: async (pairCode: string, code: string) =>
      (await http<ReadAnswer<AccreditReadResult>>(`${pair(pairCode)}/accredit`, { method: 'POST', auth: false, body: { code } })).json,
    activity: async (pairCode: string, activityId: string) =>
      (await http<ActivityAnswer>(`${pair(pairCode)}/activities/${encodeURIComponent(activityId)}`, { auth: false })).json,
    checkIn: async (pairCode: string, activityId: string, code: string) =>
      (await http<ReadAnswer<CheckInReadResult>>(`${pair(pairCode)}/activities/${encodeURIComponent(activityId)}/check-in`, { method: 'POST', auth: false, body: { code } })).json,
    form: async (accreditationId: string) =>
      (await http<{ accreditation: PublicAccreditation; fields: FormField[] }>(`${BASE}/${encodeURIComponent(accreditationId)}/form`, { auth: false })).json,
    register: async (accreditationId: string, input: ParticipantInput) =>
      (await http<RegisteredAnswer>(`${BASE}/${encodeURIComponent(accreditationId)}/participants`, { method: 'POST', auth: false, body: input })).json,
  };
}

export type AccreditationPublicApi = ReturnType<typeof createAccreditationPublicApi>;

export const AccreditationPublicApiContext = createContext<AccreditationPublicApi>(createAccreditationPublicApi(httpClient));
export const useAccreditationPublicApi = () => useContext(AccreditationPublicApiContext);

/** The pt-BR message of a failed call (the server's), and its status. */
export const messageOf = (e: unknown) => (e as { message?: string } | null)?.message || '';
export const statusOf = (e: unknown) => (e as { status?: number } | null)?.status;
