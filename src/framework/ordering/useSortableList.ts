/**
 * The order of a list the staff rearrange by dragging (spec 1 section 4): the order on screen
 * follows the pointer while dragging, is sent once on drop, and stays "in progress" (no other
 * drag) until the server answers. On failure the order returns to what the server holds.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/**
 * What each row needs (useSortableItem). Its identity changes only with `busy`, so memoised
 * rows do not re-render while another row moves past them.
 */
export interface SortableHandle {
  /** Moves the dragged item to `toIndex` on screen (while hovering). */
  move: (id: unknown, toIndex: number) => void;
  /** Drop: `dropped` false (released outside the list) puts the order back. */
  finish: (id: unknown, dropped: boolean) => void;
  /** Where an item is on screen now. */
  indexOf: (id: unknown) => number;
  /**
   * Moves an item one place up (-1) or down (+1) and saves it (keyboard reordering). Steps made
   * while an order is saving show at once and are saved, where they ended, right after it.
   */
  step: (id: unknown, delta: -1 | 1) => void;
  /** An order is being saved: dragging is off meanwhile. */
  busy: boolean;
}

export interface SortableList<T> {
  /** The items in the order shown. */
  items: T[];
  busy: boolean;
  handle: SortableHandle;
}

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
  const [order, setOrderState] = useState<unknown[]>(() => source.map((i) => i.id));
  // Read at drop time: the drag's end callback may come from an earlier render.
  const orderRef = useRef(order);
  const setOrder = useCallback((next: unknown[] | ((current: unknown[]) => unknown[])) => {
    const value = typeof next === 'function' ? next(orderRef.current) : next;
    orderRef.current = value;
    setOrderState(value);
  }, []);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  // Callers pass inline functions: the latest ones are used, without changing `finish`.
  const calls = useRef({ commit, onError });
  calls.current = { commit, onError };
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const dragging = useRef(false);
  const startIndex = useRef(-1);
  // Items stepped with the keyboard while a save was running, in the order they were moved.
  const pending = useRef<unknown[]>([]);

  // The server's order wins whenever fresh data arrives and nothing is being moved. Keyed by
  // the ids, so a caller's new array of the same records changes nothing.
  const sourceKey = source.map((i) => String(i.id)).join('|');
  useEffect(() => {
    if (!dragging.current && !busy) setOrder(sourceRef.current.map((i) => i.id));
  }, [sourceKey, busy, setOrder]);

  const move = useCallback((id: unknown, toIndex: number) => {
    setOrder((current) => {
      const from = current.indexOf(id);
      if (from < 0 || from === toIndex) return current;
      if (!dragging.current) {
        dragging.current = true;
        startIndex.current = from;
      }
      const next = current.slice();
      next.splice(from, 1);
      next.splice(toIndex, 0, id);
      return next;
    });
  }, [setOrder]);

  /**
   * Saves one move, then the keyboard steps made meanwhile (each item where it stands on screen,
   * still "in progress", so the screen never shows an order in between). On failure tells the
   * user, forgets those steps and puts the server's order back.
   */
  const persist = useCallback(
    (first: unknown, firstTo: number) => {
      // A named inner function, so the chain of saves can call itself.
      const save = (id: unknown, to: number) => {
        busyRef.current = true;
        setBusy(true);
        calls.current
          .commit(id, to)
          .then(
            () => {
              const next = pending.current.shift();
              if (next === undefined) return false;
              save(next, orderRef.current.indexOf(next));
              return true;
            },
            (error) => {
              pending.current = [];
              calls.current.onError(error);
              setOrder(sourceRef.current.map((i) => i.id));
              return false;
            },
          )
          .then((chained) => {
            if (chained) return;
            busyRef.current = false;
            setBusy(false);
          });
      };
      save(first, firstTo);
    },
    [setOrder],
  );

  const finish = useCallback(
    (id: unknown, dropped: boolean) => {
      const was = startIndex.current;
      dragging.current = false;
      startIndex.current = -1;
      const to = orderRef.current.indexOf(id);
      if (!dropped || to < 0 || was < 0 || to === was) return setOrder(sourceRef.current.map((i) => i.id));
      persist(id, to);
    },
    [setOrder, persist],
  );
  const step = useCallback(
    (id: unknown, delta: -1 | 1) => {
      if (dragging.current) return;
      const from = orderRef.current.indexOf(id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= orderRef.current.length) return;
      const next = orderRef.current.slice();
      next.splice(from, 1);
      next.splice(to, 0, id);
      setOrder(next);
      if (!busyRef.current) return persist(id, to);
      if (!pending.current.includes(id)) pending.current.push(id);
    },
    [setOrder, persist],
  );
  const indexOf = useCallback((id: unknown) => orderRef.current.indexOf(id), []);
  const handle = useMemo(() => ({ move, finish, indexOf, step, busy }), [move, finish, indexOf, step, busy]);

  const byId = new Map(source.map((i) => [i.id, i]));
  const items = order.map((id) => byId.get(id)).filter((i): i is T => i !== undefined);
  // Items the server added meanwhile (another user) show at the end until the next refresh.
  for (const i of source) if (!order.includes(i.id)) items.push(i);
  return { items, busy, handle };
}
