/**
 * Realtime: one socket.io connection per session, authenticated with the access token.
 * Every `change` the server emits invalidates the queries of that resource, so open
 * lists refresh when another user of the business edits its data.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { getAccessToken, onTokensChange } from '../authProvider/tokens';

export interface ChangeEvent {
  resource: string;
  id: string;
  action: 'created' | 'updated' | 'deleted';
}

/** Queries that also hold another resource's records: the sales tree (tickets) shows lots. */
const ALSO_INVALIDATES: Record<string, readonly string[]> = { lots: ['tickets'] };

export const socketOrigin = () => import.meta.env.VITE_API_URL || undefined;

/** Connects while a token exists; reconnects with a refreshed token; returns a stop function. */
export function startRealtime(queryClient: QueryClient): () => void {
  let socket: Socket | null = null;
  let stopped = false;

  const connect = async (token: string | undefined) => {
    socket?.disconnect();
    socket = null;
    if (!token || stopped) return;
    const { io } = await import('socket.io-client'); // kept out of the first chunk
    if (stopped || token !== getAccessToken()) return;
    const origin = socketOrigin();
    const options = { auth: { token }, transports: ['websocket', 'polling'] };
    socket = origin ? io(origin, options) : io(options);
    socket.on('change', (event: ChangeEvent) => {
      if (!event?.resource) return;
      for (const root of [event.resource, ...(ALSO_INVALIDATES[event.resource] ?? [])]) void queryClient.invalidateQueries({ queryKey: [root] });
    });
  };

  const unsubscribe = onTokensChange((pair) => void connect(pair?.accessToken));
  void connect(getAccessToken());

  return () => {
    stopped = true;
    unsubscribe();
    socket?.disconnect();
  };
}
