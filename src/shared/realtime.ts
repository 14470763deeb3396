/** The realtime protocol the API (server/realtime.ts) and the browser (src/realtime/socket.ts) share. */

/** A record of the business was created, changed or removed (the socket's `change` event). */
export interface ChangeEvent {
  resource: string;
  id: string;
  action: 'created' | 'updated' | 'deleted';
}

/** What a socket missed (its `missed` call): the changes, or `all` when they are older than what is kept. */
export type MissedAnswer = { changes: ChangeEvent[] } | { all: true };
