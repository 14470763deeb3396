/**
 * socket.io's PostgreSQL adapter (LISTEN/NOTIFY on the API's own database): with several API
 * processes on one PostgreSQL, a change emitted in one reaches the sockets of every other, and
 * so do `disconnectSockets` and `serverSideEmit`. PGlite is one process and keeps socket.io's
 * in-memory adapter.
 */
import pg from 'pg';
import { createAdapter } from '@socket.io/postgres-adapter';

export interface RealtimeAdapter {
  adapter: ReturnType<typeof createAdapter>;
  /** Ends the adapter's connections; after io.close(), which stops the adapter itself. */
  close(): Promise<void>;
}

export function postgresAdapter(databaseUrl: string, log: (err: Error) => void = (err) => console.error('[realtime]', err.message)): RealtimeAdapter {
  // Its own two connections, so the API's pool stays whole: one stays in LISTEN, one sends NOTIFY.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'bilheteria-realtime' });
  pool.on('error', log);
  // The attachments table (payloads over NOTIFY's 8000 bytes) is migration 011's.
  return { adapter: createAdapter(pool, { errorHandler: log }), close: () => pool.end() };
}
