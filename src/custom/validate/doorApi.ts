/**
 * The door device's calls (docs/door.md): open a session with the validator's access code, then
 * scan, undo and read the counters with the validator token, never a staff login. Injected by
 * context so component tests answer them.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';
import type { DoorCounters, DoorSession, ScanAnswer } from '../../shared/resources/validators/door';

export type { DoorCounters, DoorEvent, DoorSession, ScanAnswer } from '../../shared/resources/validators/door';

export function createDoorApi(http: HttpClient) {
  const as = (token: string) => ({ auth: false, bearer: token });
  return {
    open: async (accessCode: string) => (await http<DoorSession>('/validate/session', { method: 'POST', auth: false, body: { accessCode } })).json,
    scan: async (token: string, body: { code: string; eventId: string; sessionId: string | null }) =>
      (await http<ScanAnswer>('/validate/scan', { method: 'POST', body, ...as(token) })).json,
    undo: async (token: string) => (await http<{ message: string; code: string }>('/validate/undo', { method: 'POST', ...as(token) })).json,
    counters: async (token: string, eventId: string) => (await http<DoorCounters>('/validate/counters', { query: { eventId }, ...as(token) })).json,
  };
}

export type DoorApi = ReturnType<typeof createDoorApi>;

export const DoorApiContext = createContext<DoorApi>(createDoorApi(httpClient));
export const useDoorApi = () => useContext(DoorApiContext);
