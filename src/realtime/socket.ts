/**
 * Realtime: one socket.io connection per session, authenticated with the access token.
 * Every `change` the server emits invalidates the queries of that resource, so open
 * lists refresh when another user of the business edits its data.
 * The server drops a socket at its token's expiry: after each refresh the socket sends the new
 * token (`auth`), and an idle tab refreshes a little before the expiry so its socket never has
 * a gap. A socket dropped anyway (a timer throttled in a hidden tab, or its session revoked)
 * asks for a refresh, which brings a new socket or ends the session.
 * A page reads before its socket joins, and a dropped socket is away a while: on each joining,
 * the socket asks what changed meanwhile (src/realtime/missed.ts) and refreshes that. So its
 * first connection waits for the first screen to be drawn (src/framework/afterFirstScreen.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { endSession, getAccessToken, isHandingOver, onTokensChange } from '../authProvider/tokens';
import { httpClient } from '../dataProvider/httpClient';
import { socketJoined, socketLeft } from './missed';
import { afterFirstScreen } from '../framework/afterFirstScreen';
import type { ChangeEvent, MissedAnswer } from '../shared/realtime';

export type { ChangeEvent };

/**
 * How long before its expiry a token is renewed: a fifth of its life, between 1 s and 60 s.
 * Counted from when the token arrived (its lifetime, exp - iat), not from this computer's clock.
 * `iat` is a whole second, so the token may have been signed up to a second after it: its life
 * is counted from the end of that second, or a renewal could reach the server after the expiry.
 */
export function renewalDelayMs(token: string): number | undefined {
  try {
    const { exp, iat } = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
    if (typeof exp !== 'number' || typeof iat !== 'number' || exp <= iat + 1) return undefined;
    const life = exp - iat - 1;
    return (life - Math.min(60, Math.max(1, life / 5))) * 1000;
  } catch {
    return undefined;
  }
}

/** Whoever wants every change as it comes (the dashboard refetches on sales, refunds and entries, at its own pace). */
const listeners = new Set<(event: ChangeEvent) => void>();

/** Calls `listener` with each `change` of the business; answers the function that stops it. */
export function onRealtimeChange(listener: (event: ChangeEvent) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Queries that also hold another resource's records: the sales tree (tickets) shows lots. */
const ALSO_INVALIDATES: Record<string, readonly string[]> = { lots: ['tickets'] };

/** How long a socket waits for the server's account of what it missed before reloading all. */
export const MISSED_WAIT_MS = 10_000;

export const socketOrigin = () => import.meta.env.VITE_API_URL || undefined;

/**
 * Connects while a token exists, its first time once the first screen is drawn (`firstScreen`);
 * follows refreshes; returns a stop function.
 */
export function startRealtime(
  queryClient: QueryClient,
  renew: () => Promise<unknown> = () => httpClient.renew(),
  firstScreen: Promise<void> = afterFirstScreen(queryClient),
): () => void {
  let socket: Socket | null = null;
  let opening = false;
  let stopped = false;
  /** The token last sent on this socket (handshake or `auth`). */
  let sent: string | undefined;
  let renewal: ReturnType<typeof setTimeout> | undefined;
  /** Since when the socket asked what it missed, while the answer has not come. */
  let asking: number | undefined;

  const apply = (event: ChangeEvent) => {
    if (!event?.resource) return;
    for (const root of [event.resource, ...(ALSO_INVALIDATES[event.resource] ?? [])]) void queryClient.invalidateQueries({ queryKey: [root] });
    for (const listener of listeners) listener(event);
  };

  /** Asks the server what changed since `from`; no answer in time, or too long ago, reloads what is shown. */
  const catchUp = (s: Socket, from: number) => {
    asking = from;
    let done = false;
    const settle = (answer: MissedAnswer | undefined) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (asking === from) asking = undefined;
      // Whatever the server answered is checked: only a list of changes spares reloading what is shown.
      if (answer && 'changes' in answer && Array.isArray(answer.changes)) for (const event of answer.changes) apply(event);
      else void queryClient.invalidateQueries();
    };
    const timer = setTimeout(() => s.connected && settle(undefined), MISSED_WAIT_MS);
    s.emit('missed', Date.now() - from, settle);
  };

  /** A refused refresh ends the session (revoked elsewhere); no answer leaves it for later. */
  const renewOrEnd = () =>
    void renew().catch((error: { status?: number }) => {
      if (error?.status === 401 && !stopped) endSession();
    });

  const close = () => {
    clearTimeout(renewal);
    socket?.disconnect();
    socket = null;
  };

  const scheduleRenewal = (token: string) => {
    clearTimeout(renewal);
    const delay = renewalDelayMs(token);
    if (delay !== undefined) renewal = setTimeout(renewOrEnd, Math.max(delay, 0));
  };

  const open = async () => {
    if (opening || socket) return;
    opening = true;
    // Kept out of the first chunk, and out of the first screen's work.
    const { io } = await firstScreen.then(() => import('socket.io-client')).finally(() => (opening = false));
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
      const from = socketJoined();
      if (from !== undefined) catchUp(s, Math.min(from, asking ?? from));
    });
    s.on('change', apply);
    s.on('disconnect', (reason: string) => {
      // Unheard from now on; a question still unanswered is asked again on the way back.
      socketLeft(Math.min(Date.now(), asking ?? Infinity));
      asking = undefined;
      if (reason !== 'io server disconnect' || socket !== s) return;
      socket = null;
      if (!stopped && !isHandingOver()) renewOrEnd();
    });
  };

  const reauthenticate = (token: string) => {
    sent = token;
    // A refusal comes with the server dropping the socket (handled in open).
    socket?.emit('auth', token);
  };

  const follow = (token: string | null | undefined) => {
    if (!token) return close();
    scheduleRenewal(token);
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
