/**
 * Since when this tab may have missed changes: its reads made while no socket listened (a page
 * reads before its socket joins, the socket's code loads on its own), and a socket's drop. On
 * joining, the socket asks the server what changed since then (server/realtime.ts `missed`).
 * Kept apart from the socket so the HTTP client can note its reads without loading socket.io.
 */
let since: number | undefined;
let listening = false;

/** A read starts now: unless a socket listens, its answer may already be behind. */
export function noteRead(at = Date.now()): void {
  if (!listening && since === undefined) since = at;
}

/** The socket joined: answers since when it must ask (undefined when nothing was read unheard). */
export function socketJoined(): number | undefined {
  listening = true;
  const from = since;
  since = undefined;
  return from;
}

/** The socket dropped: what changes from now on goes unheard until it is back. */
export function socketLeft(at = Date.now()): void {
  listening = false;
  since = Math.min(since ?? at, at);
}

/** A fresh start (tests; the session ended). */
export function resetMissed(): void {
  since = undefined;
  listening = false;
}
