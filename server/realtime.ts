/**
 * socket.io on the API's HTTP server (path /socket.io). A socket authenticates with an
 * access token (`auth: {token}`) and joins its business's room; writes emit `change` there
 * only. A socket lives no longer than its token: it is dropped at the token's expiry unless
 * the client sent a fresh one (`auth` event, after each refresh), and dropped at once when its
 * session (the token's `sid`, the refresh family) is revoked by logout, a password change or a
 * stolen refresh token.
 * With DATABASE_URL, socket.io's PostgreSQL adapter (realtimeAdapter.ts) carries the changes
 * (in the `dataChanged` notice, which each process hands its own sockets) and disconnects to
 * every process on the database; a revoked session is also announced to the
 * others, so their next check refuses its tokens at once instead of after their cache time.
 */
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { AccessClaims, TokenService } from './auth/tokens';
import type { SessionStamps } from './auth/sessionStamps';
import type { RealtimeAdapter } from './realtimeAdapter';
import type { CurrentAccess } from './auth/currentAccess';
import type { WriteClock } from './db/writeClock';
import { translatePtBR } from '../src/shared/catalogue';
import type { ChangeEvent, MissedAnswer } from '../src/shared/realtime';
import { createRecentChanges } from './recentChanges';
import { createWrittenTables, readNotice, type DataNotice } from './dataNotice';

export type { ChangeEvent, MissedAnswer };

export interface Realtime {
  emitChange(businessId: string, event: ChangeEvent): void;
  /**
   * A role or a collaborator of the business changed (issue 14): every process forgets what it
   * knew of the business's access (server/auth/currentAccess.ts), and the business's open
   * sessions are told (`change` of `access`) so they fetch their profile and token again.
   */
  accessChanged(businessId: string): void;
  close(): Promise<void>;
}

type AuthAnswer = { ok: true } | { ok: false; code: string; message: string };

interface ClientEvents {
  auth(token: unknown, ack?: (answer: AuthAnswer) => void): void;
  /** The changes of the socket's business in the last `ms` milliseconds (counted by the client). */
  missed(ms: unknown, ack?: (answer: MissedAnswer) => void): void;
}
interface ServerEvents {
  change(event: ChangeEvent): void;
}
/** Between API processes (serverSideEmit through the adapter). */
interface InterServerEvents {
  sessionEnded(sid: string): void;
  accessChanged(businessId: string): void;
  /**
   * Data written by another process: what this one keeps from the database is stale
   * (server/db/writeClock.ts), and the changes it emitted meanwhile are kept here for `missed`.
   */
  dataChanged(notice: DataNotice<BusinessChange>): void;
}
interface SocketData {
  businessId: string;
  userId: string;
  sid: string;
  exp: number;
  expiry?: NodeJS.Timeout;
}
type AppSocket = Socket<ClientEvents, ServerEvents, InterServerEvents, SocketData>;

export const businessRoom = (businessId: string) => `business:${businessId}`;
export const sessionRoom = (sid: string) => `session:${sid}`;

/** setTimeout's longest delay (about 24.8 days); a longer wait is taken in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

const refusal = (code: string, key: string): AuthAnswer => ({ ok: false, code, message: translatePtBR(key) });

function adopt(socket: AppSocket, claims: AccessClaims): void {
  socket.data.businessId = claims.bid;
  socket.data.userId = claims.sub;
  socket.data.sid = claims.sid;
  socket.data.exp = claims.exp;
}

/**
 * Writes told to the other processes: at the end of the current turn (the write's commit and the
 * change its route emits right after go in one notice), then at most once per this many ms.
 */
export const DATA_NOTICE_MS = 5;

/**
 * Added to the span a client asks about: its span is counted on its clock from the start of its
 * first read, and the server takes the question a latency (and a busy moment) after. Too much
 * only refetches a list that a change just before its read already showed.
 */
export const MISSED_MARGIN_MS = 1000;

const isChange = (e: unknown): e is ChangeEvent =>
  typeof e === 'object' && e !== null && typeof (e as ChangeEvent).resource === 'string' && typeof (e as ChangeEvent).id === 'string';

type BusinessChange = { businessId: string; event: ChangeEvent };
const isBusinessChange = (c: unknown): c is BusinessChange => typeof (c as BusinessChange)?.businessId === 'string' && isChange((c as BusinessChange).event);

/** `send` once the current turn ends, or at the end of the current interval when one was sent less than `everyMs` ago. */
function throttled(send: () => void, everyMs: number): { call(): void; stop(): void } {
  let last = -Infinity;
  let timer: NodeJS.Timeout | null = null;
  const fire = () => {
    timer = null;
    last = Date.now();
    send();
  };
  return {
    call() {
      if (timer) return;
      timer = setTimeout(fire, Math.max(0, last + everyMs - Date.now()));
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** Drops the socket when its token's expiry comes (re-read at each step: an `auth` moves it). */
function watchExpiry(socket: AppSocket): void {
  clearTimeout(socket.data.expiry);
  const left = socket.data.exp * 1000 - Date.now();
  if (left <= 0) {
    socket.disconnect(true);
    return;
  }
  socket.data.expiry = setTimeout(() => watchExpiry(socket), Math.min(left, MAX_DELAY_MS));
  socket.data.expiry.unref();
}

export function attachRealtime(
  server: HttpServer,
  tokens: TokenService,
  stamps: Pick<SessionStamps, 'isLive' | 'forgetSession'>,
  shared?: RealtimeAdapter,
  current?: Pick<CurrentAccess, 'forgetBusiness'>,
  clock?: Pick<WriteClock, 'tick' | 'onWrite'>,
): Realtime {
  const recent = createRecentChanges();
  // A token whose session ended (logout, password change) opens nothing, as at the API's guard.
  const verify = async (token: string): Promise<AccessClaims> => {
    const claims = await tokens.verifyAccess(token);
    if (!(await stamps.isLive(claims))) throw new Error('session ended');
    return claims;
  };
  // Same-origin in production; in development Vite proxies the socket, so no CORS is needed.
  const io = new Server<ClientEvents, ServerEvents, InterServerEvents, SocketData>(server, {
    path: '/socket.io',
    serveClient: false,
    ...(shared ? { adapter: shared.adapter } : {}),
  });
  io.use(async (socket, next) => {
    try {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string') throw new Error('missing token');
      adopt(socket, await verify(token));
      next();
    } catch {
      next(new Error('@UNAUTHORIZED'));
    }
  });

  io.on('connection', (socket) => {
    void socket.join([businessRoom(socket.data.businessId), sessionRoom(socket.data.sid)]);
    watchExpiry(socket);
    socket.on('disconnect', () => clearTimeout(socket.data.expiry));

    // The client's refresh brought a new access token: same user and business, a later expiry.
    socket.on('auth', async (token, ack) => {
      const answer = (a: AuthAnswer) => (typeof ack === 'function' ? ack(a) : undefined);
      let claims: AccessClaims;
      try {
        if (typeof token !== 'string') throw new Error('missing token');
        claims = await verify(token);
      } catch {
        answer(refusal('@UNAUTHORIZED', 'server.errors.unauthorized'));
        socket.disconnect(true);
        return;
      }
      if (!socket.connected) return;
      // A socket never changes hands: another business's or user's token is refused, and the
      // socket goes (the client opens a new one with that token if it is really its own).
      if (claims.bid !== socket.data.businessId || claims.sub !== socket.data.userId) {
        answer(refusal('@FORBIDDEN', 'server.errors.forbidden'));
        socket.disconnect(true);
        return;
      }
      // Another login in the same browser starts a new family that the tabs then share.
      if (claims.sid !== socket.data.sid) {
        void socket.leave(sessionRoom(socket.data.sid));
        void socket.join(sessionRoom(claims.sid));
      }
      adopt(socket, claims);
      watchExpiry(socket);
      answer({ ok: true });
    });

    // The page read its data before this socket joined, or the socket was away for a while.
    socket.on('missed', (ms, ack) => {
      if (typeof ack !== 'function') return;
      const span = typeof ms === 'number' && Number.isFinite(ms) ? Math.max(0, ms) : Infinity;
      const changes = recent.since(socket.data.businessId, Date.now() - span - MISSED_MARGIN_MS);
      ack(changes ? { changes } : { all: true });
    });
  });

  // Revoked here: the other processes forget the session first (a dropped client reconnecting
  // there with its old token is refused), then its sockets go wherever they are.
  tokens.onRevoked((sid) => {
    if (shared) io.serverSideEmit('sessionEnded', sid);
    io.in(sessionRoom(sid)).disconnectSockets(true);
  });
  io.on('sessionEnded', (sid) => {
    if (typeof sid === 'string') stamps.forgetSession(sid);
  });
  io.on('accessChanged', (businessId) => {
    if (typeof businessId === 'string') current?.forgetBusiness(businessId);
  });
  // Lists kept in memory (server/resources/records/listCache.ts) follow every process's writes,
  // every process keeps every process's changes for `missed`, and hands them to its sockets: one
  // notice carries all three.
  let pending: BusinessChange[] = [];
  const written = createWrittenTables();
  const notice = throttled(() => {
    const changes = pending;
    pending = [];
    io.serverSideEmit('dataChanged', { changes, tables: written.take() });
  }, DATA_NOTICE_MS);
  const unwatch = shared && clock
    ? clock.onWrite((reach) => {
        written.add(reach);
        notice.call();
      })
    : () => undefined;
  // Each process tells its own sockets: one NOTIFY per notice, where the adapter's broadcast of
  // each change would add its own next to the notice every write already sends.
  const tell = (businessId: string, event: ChangeEvent) => {
    recent.record(businessId, event);
    io.local.to(businessRoom(businessId)).emit('change', event);
  };
  io.on('dataChanged', (payload) => {
    const { changes, tables } = readNotice(payload, isBusinessChange);
    // What the other process wrote is stale here: only the lists kept from those tables.
    if (!tables) clock?.tick();
    else if (tables.length) clock?.tick(tables);
    for (const c of changes) tell(c.businessId, c.event);
  });

  const emit = (businessId: string, event: ChangeEvent) => {
    if (shared) {
      pending.push({ businessId, event });
      notice.call();
    }
    tell(businessId, event);
  };

  return {
    emitChange: emit,
    accessChanged(businessId) {
      current?.forgetBusiness(businessId);
      if (shared) io.serverSideEmit('accessChanged', businessId);
      emit(businessId, { resource: 'access', id: businessId, action: 'updated' });
    },
    async close() {
      unwatch();
      notice.stop();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await shared?.close();
    },
  };
}
