/**
 * The order of one list the staff rearrange by dragging (spec 1 section 4): useSortableLists
 * with a single list. The order on screen follows the pointer while dragging, is sent once on
 * drop, and stays "in progress" (no other drag) until the server answers; on failure it returns
 * to what the server holds.
 */
import { useMemo } from 'react';
import { useSortableLists, type SortableHandle } from './useSortableLists';

export type { SortableHandle } from './useSortableLists';

export interface SortableList<T> {
  /** The items in the order shown. */
  items: readonly T[];
  busy: boolean;
  handle: SortableHandle;
}

const ONE = '';

/**
 * `commit(id, index)` persists one move (the index among the server's full list, e.g. with a
 * page offset added by the caller) and rejects on failure; it should resolve once the fresh
 * list is loaded, so the screen never shows the old order in between. `onError` tells the user.
 */
export function useSortableList<T extends { id: unknown }>(
  source: readonly T[],
  commit: (id: unknown, index: number) => Promise<unknown>,
  onError: (error: unknown) => void,
): SortableList<T> {
  const sources = useMemo(() => new Map([[ONE, source]]), [source]);
  const lists = useSortableLists(
    sources,
    (_list, id, index) => commit(id, index),
    (_list, error) => onError(error),
  );
  return { items: lists.itemsOf(ONE), busy: lists.isBusy(ONE), handle: lists.handleOf(ONE) };
}
