/**
 * Realtime: one socket.io connection per session, authenticated with the access token.
 * Every `change` the server emits invalidates the queries of that resource, so open
 * lists refresh when another user of the business edits its data.
 * The server drops a socket at its token's expiry: after each refresh the socket sends the new
 * token (`auth`), and a socket dropped anyway (expired while the tab was idle, or its session
 * revoked) asks for a refresh, which brings a new socket or ends the session.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { getAccessToken, onTokensChange } from '../authProvider/tokens';
import { httpClient } from '../dataProvider/httpClient';

export interface ChangeEvent {
  resource: string;
  id: string;
  action: 'created' | 'updated' | 'deleted';
}

/** Queries that also hold another resource's records: the sales tree (tickets) shows lots. */
const ALSO_INVALIDATES: Record<string, readonly string[]> = { lots: ['tickets'] };

export const socketOrigin = () => import.meta.env.VITE_API_URL || undefined;

/** Connects while a token exists; follows refreshes; returns a stop function. */
export function startRealtime(queryClient: QueryClient, renew: () => Promise<unknown> = () => httpClient.renew()): () => void {
  let socket: Socket | null = null;
  let opening = false;
  let stopped = false;
  /** The token the server last accepted for this socket. */
  let sent: string | undefined;

  const close = () => {
    socket?.disconnect();
    socket = null;
  };

  const open = async () => {
    if (opening || socket) return;
    opening = true;
    const { io } = await import('socket.io-client').finally(() => (opening = false)); // kept out of the first chunk
    if (stopped || socket || !getAccessToken()) return;
    const origin = socketOrigin();
    // Read at each (re)connection, so a reconnection after a network drop uses the current token.
    const auth = (cb: (data: object) => void) => {
      sent = getAccessToken();
      cb({ token: sent });
    };
    const options = { auth, transports: ['websocket', 'polling'] };
    const s = origin ? io(origin, options) : io(options);
    socket = s;
    s.on('connect', () => {
      // A refresh during the handshake: the socket catches up.
      if (getAccessToken() && getAccessToken() !== sent) reauthenticate(getAccessToken()!);
    });
    s.on('change', (event: ChangeEvent) => {
      if (!event?.resource) return;
      for (const root of [event.resource, ...(ALSO_INVALIDATES[event.resource] ?? [])]) void queryClient.invalidateQueries({ queryKey: [root] });
    });
    s.on('disconnect', (reason: string) => {
      if (reason !== 'io server disconnect' || socket !== s) return;
      socket = null;
      if (!stopped) void renew().catch(() => undefined);
    });
  };

  const reauthenticate = (token: string) => {
    sent = token;
    // A refusal comes with the server dropping the socket (handled in open).
    socket?.emit('auth', token);
  };

  const follow = (token: string | null | undefined) => {
    if (!token) return close();
    if (socket?.connected) reauthenticate(token);
    else void open();
  };

  const unsubscribe = onTokensChange(follow);
  follow(getAccessToken());

  return () => {
    stopped = true;
    unsubscribe();
    close();
  };
}
