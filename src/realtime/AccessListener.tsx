/**
 * A role or a collaborator of the business changed (realtime `change` of `access`, issue 14):
 * this session fetches a new access token (whose `perms` are the role's codes now) and its
 * profile, then react-admin's permission queries run again, so the menu and the buttons follow
 * at once without a new login. The server already refuses the removed codes (docs/people.md).
 * A session whose collaborator was removed has its socket dropped by the server instead, and
 * ends through the refused refresh (socket.ts).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeChange } from './socket';
import { appSession, type Session } from '../authProvider/session';
import { httpClient, type SessionHttpClient } from '../dataProvider/httpClient';

export async function refreshAccess(renew: () => Promise<unknown>, session: Session, invalidate: () => Promise<unknown>): Promise<void> {
  await renew();
  session.profile.clear();
  await session.profile.get();
  await invalidate();
}

export function AccessListener({ http = httpClient, session = appSession }: { http?: Pick<SessionHttpClient, 'renew'>; session?: Session }) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeChange((event) => {
        if (event.resource !== 'access') return;
        void refreshAccess(
          () => http.renew(),
          session,
          () => queryClient.invalidateQueries({ queryKey: ['auth'] }),
        ).catch(() => undefined);
      }),
    [http, session, queryClient],
  );
  return null;
}
