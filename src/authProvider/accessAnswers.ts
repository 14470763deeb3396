/**
 * react-admin asks `canAccess` through a query (useCanAccess), so a page's first render never has
 * the answer: its buttons appear one render later, pushing what is below them down (the event's
 * sales tree moved 37 px and was drawn a second time, ~110 ms, after its first paint). The answer
 * only depends on the profile, which is in memory once the admin runs: each access query is given
 * it as the query is made, so the first render has it.
 *
 * The answers stay fresh until the profile changes, and every change says so: a role's change
 * (realtime, src/realtime/AccessListener.tsx) invalidates the 'auth' queries; a logout clears the
 * cache; a business switch reloads the page.
 */
import type { QueryClient } from '@tanstack/react-query';

export const ACCESS_QUERY = ['auth', 'canAccess'] as const;
export const AUTH_CHECK_QUERY = ['auth', 'checkAuth'] as const;

/** `now`: the answer if it can be given at once (authProvider.canAccessNow), undefined otherwise. */
export type AccessNow = (params: { action: string; resource: string }) => boolean | undefined;

/** What an auth provider can answer without asking (the app's has both; a test's may have neither). */
export interface AnswersNow {
  canAccessNow?: AccessNow;
  /** Whether checkAuth would pass at once. */
  checkAuthNow?: () => boolean;
}

/** Answers each new access query of `queryClient` at once when `now` can; returns the unsubscribe. */
export function answerAccessAtOnce(queryClient: QueryClient, now: AccessNow): () => void {
  queryClient.setQueryDefaults(ACCESS_QUERY, { staleTime: Infinity });
  // 'added' is notified synchronously while the query is built for its first observer, before
  // that observer reads the query's state.
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [scope, kind, params] = event.query.queryKey as [unknown, unknown, { action?: unknown; resource?: unknown } | undefined];
    if (scope !== ACCESS_QUERY[0] || kind !== ACCESS_QUERY[1] || event.query.state.data !== undefined) return;
    if (typeof params?.action !== 'string' || typeof params.resource !== 'string') return;
    const answer = now({ action: params.action, resource: params.resource });
    if (answer !== undefined) queryClient.setQueryData(event.query.queryKey, answer);
  });
}

/**
 * react-admin checks the session again (`checkAuth`, a query) whenever a page that requires it
 * mounts; the check's new answer, equal to the old one, still hands react-admin's routes a new
 * result, and they draw the whole admin again (~1,800 components, on every page opened). While
 * `now()` says the check would pass at once (the session's token is in memory: checkAuth answers
 * without asking anything), the last answer stays fresh; otherwise each page checks as before.
 */
export function keepAuthCheckWhile(queryClient: QueryClient, now: () => boolean): void {
  queryClient.setQueryDefaults(AUTH_CHECK_QUERY, { staleTime: () => (now() ? Infinity : 0) });
}
