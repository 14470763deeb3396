/**
 * When code the first screen does not draw may load (the realtime socket, a page's dialogs,
 * lazyPart.tsx): once the page's reads have answered, its screen has been painted and the browser
 * is idle. The socket: opened with the layout, the socket's chunk, its evaluation and
 * its handshake ran among the first screen's own work; on a phone's CPU they came before the
 * events' cards were painted (docs/decisions.md, session 43). Nothing is missed meanwhile: on
 * joining, the socket asks what changed since the first read (src/realtime/missed.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { afterPaint } from './afterPaint';
import { whenIdle } from './whenIdle';

/** A page whose reads never settle (or a tab in the background, which paints no frame) still connects. */
export const FIRST_SCREEN_MAX_MS = 5_000;

/**
 * Resolves once no query of `client` is fetching, the frame after painted and the browser idle, with
 * still no query fetching then; at most `maxMs` from now. A page that reads in steps (the sales tree's
 * first sectors, then the rest, asked once the first are in) has a moment with nothing fetching
 * between two steps: a read started meanwhile is waited for too.
 */
export function afterFirstScreen(client: QueryClient, maxMs = FIRST_SCREEN_MAX_MS): Promise<void> {
  return new Promise((resolve) => {
    let waiting = true;
    const finish = () => {
      if (!waiting) return;
      waiting = false;
      stopWatching();
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(finish, maxMs);
    let settled = false;
    const check = () => {
      if (settled || client.isFetching() > 0) return;
      settled = true;
      afterPaint(() =>
        whenIdle(() => {
          settled = client.isFetching() === 0;
          if (settled) finish(); // else the next change of the cache checks again
        }, 1_000),
      );
    };
    const stopWatching = client.getQueryCache().subscribe(check);
    check();
  });
}
