/**
 * Runs `next` once the browser is idle, at the latest after `timeoutMs`; where the browser has no
 * idle callback (Safari), after `fallbackMs`.
 */
export function whenIdle(next: () => void, timeoutMs: number, fallbackMs = 0): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(next, { timeout: timeoutMs });
  else setTimeout(next, fallbackMs);
}
