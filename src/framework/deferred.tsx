/**
 * Heavy first renders as interruptible work. An update that comes from data (react-query's
 * store) renders in one uninterrupted task, which on a phone blocks the page for hundreds of
 * milliseconds; rendering the same tree from a deferred value lets React cut it into slices
 * of a few milliseconds, answering input between them. What is shown meanwhile is the state
 * before (a skeleton), never an empty state.
 */
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from './afterPaint';

/** `children` after a first paint without them: their mount is a transition. */
export function DeferredMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}

/**
 * The data a list draws, one step behind while a new answer is being drawn: `catchingUp` is
 * true while the drawn data is older than the answer (keep the skeleton or the previous page).
 */
export function useDeferredData<T>(data: T): { shown: T; catchingUp: boolean } {
  const shown = useDeferredValue(data);
  return { shown, catchingUp: shown !== data };
}

/**
 * The first `count` items, then all of them once those are painted: a grid's first commit holds
 * what the window shows, not the cards below it (on a phone, 2 of 16 event cards), so its first
 * screen is painted that much sooner; the rest follow in the next tasks, as interruptible work.
 */
export function useInSightFirst<T>(items: readonly T[], count: number): readonly T[] {
  const [all, setAll] = useState(false);
  const partial = !all && items.length > count;
  useEffect(() => (partial ? afterPaint(() => startTransition(() => setAll(true))) : undefined), [partial]);
  return partial ? items.slice(0, count) : items;
}
