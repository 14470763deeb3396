/**
 * socket.io on the API's HTTP server (path /socket.io). A socket authenticates with an
 * access token (`auth: {token}`) and joins its business's room; writes emit `change` there
 * only. Several processes would need socket.io's Redis adapter (REDIS_URL) to share rooms.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { TokenService } from './auth/tokens';

export interface ChangeEvent {
  resource: string;
  id: string;
  action: 'created' | 'updated' | 'deleted';
}

export interface Realtime {
  emitChange(businessId: string, event: ChangeEvent): void;
  close(): Promise<void>;
}

export const businessRoom = (businessId: string) => `business:${businessId}`;

export function attachRealtime(server: HttpServer, tokens: TokenService): Realtime {
  // Same-origin in production; in development Vite proxies the socket, so no CORS is needed.
  const io = new Server(server, { path: '/socket.io', serveClient: false });
  io.use(async (socket, next) => {
    try {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string') throw new Error('missing token');
      const claims = await tokens.verifyAccess(token);
      socket.data.businessId = claims.bid;
      socket.data.userId = claims.sub;
      next();
    } catch {
      next(new Error('@UNAUTHORIZED'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join(businessRoom(socket.data.businessId as string));
  });
  return {
    emitChange(businessId, event) {
      io.to(businessRoom(businessId)).emit('change', event);
    },
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}
