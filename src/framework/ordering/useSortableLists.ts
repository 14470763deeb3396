/**
 * The orders of many lists the staff rearrange by dragging (spec 1 section 4), held above their
 * rows: a virtualised screen unmounts the rows it scrolled past, and a drag or a save in progress
 * must outlive them. A list shows its source (the server's order) except while one of its items
 * is dragged or its new order is saved: then the order on screen is held here. It is sent once
 * on drop, and the list stays "in progress" (no other drag) until the server answers; on failure
 * the order returns to what the server holds.
 */
import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * What the rows of one list need (useSortableItem). Its identity changes only with `busy`, so
 * memoised rows do not re-render while another row moves past them.
 */
export interface SortableHandle {
  /** A drag of `id` starts (a virtual list keeps its row drawn until it ends: `dragged`). */
  begin: (id: unknown) => void;
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

/** A new object whenever an order on screen, a list's `busy` or the sources change. */
export interface SortableLists<T> {
  /** The items of `list` in the order shown (the source array itself when nothing is held). */
  itemsOf: (list: string) => readonly T[];
  handleOf: (list: string) => SortableHandle;
  isBusy: (list: string) => boolean;
  /** The item being dragged now, if any. */
  dragged: () => { list: string; id: unknown } | null;
}

interface Held {
  order: unknown[];
  busy: boolean;
}

const NOTHING: readonly never[] = [];

/**
 * `sources` maps each list's key to its records in the server's order. `commit(list, id, index)`
 * persists one move and rejects on failure; it should resolve once the fresh lists are loaded, so
 * the screen never shows the old order in between. `onError` tells the user.
 */
export function useSortableLists<T extends { id: unknown }>(
  sources: ReadonlyMap<string, readonly T[]>,
  commit: (list: string, id: unknown, index: number) => Promise<unknown>,
  onError: (list: string, error: unknown) => void,
): SortableLists<T> {
  const [held, setHeldState] = useState<ReadonlyMap<string, Held>>(() => new Map());
  // Read by callbacks from earlier renders (a drag's end, a save's answer): always the latest.
  const heldRef = useRef(held);
  const sourcesRef = useRef(sources);
  sourcesRef.current = sources;
  // Callers pass inline functions: the latest ones are used, without changing the handles.
  const calls = useRef({ commit, onError });
  calls.current = { commit, onError };
  const drag = useRef<{ list: string; id: unknown; from: number } | null>(null);
  // Items stepped with the keyboard while their list was saving, in the order they were moved.
  const pending = useRef(new Map<string, unknown[]>());

  const setHeld = useCallback((list: string, next: Held | undefined) => {
    const map = new Map(heldRef.current);
    if (next) map.set(list, next);
    else map.delete(list);
    heldRef.current = map;
    setHeldState(map);
  }, []);
  const orderOf = useCallback((list: string) => heldRef.current.get(list)?.order ?? (sourcesRef.current.get(list) ?? NOTHING).map((i) => i.id), []);
  const busyNow = useCallback((list: string) => heldRef.current.get(list)?.busy ?? false, []);

  /**
   * Saves one move, then the keyboard steps made meanwhile (each item where it stands on screen,
   * still "in progress", so the screen never shows an order in between). On failure tells the
   * user, forgets those steps and puts the server's order back.
   */
  const persist = useCallback(
    (list: string, first: unknown, firstTo: number) => {
      const save = (id: unknown, to: number) => {
        setHeld(list, { order: orderOf(list), busy: true });
        calls.current.commit(list, id, to).then(
          () => {
            const next = pending.current.get(list)?.shift();
            if (next !== undefined) return save(next, orderOf(list).indexOf(next));
            setHeld(list, undefined);
          },
          (error) => {
            pending.current.delete(list);
            calls.current.onError(list, error);
            setHeld(list, undefined);
          },
        );
      };
      save(first, firstTo);
    },
    [setHeld, orderOf],
  );

  const handles = useRef(new Map<string, SortableHandle>());
  const makeHandle = useCallback(
    (list: string, busy: boolean): SortableHandle => ({
      busy,
      begin: (id) => {
        drag.current = { list, id, from: orderOf(list).indexOf(id) };
      },
      move: (id, toIndex) => {
        const current = orderOf(list);
        const from = current.indexOf(id);
        if (from < 0 || from === toIndex) return;
        if (drag.current?.list !== list || drag.current.id !== id) drag.current = { list, id, from };
        const next = current.slice();
        next.splice(from, 1);
        next.splice(toIndex, 0, id);
        setHeld(list, { order: next, busy: busyNow(list) });
      },
      finish: (id, dropped) => {
        const was = drag.current?.list === list ? drag.current.from : -1;
        drag.current = null;
        const to = orderOf(list).indexOf(id);
        if (dropped && to >= 0 && was >= 0 && to !== was) return persist(list, id, to);
        if (!busyNow(list)) setHeld(list, undefined);
      },
      indexOf: (id) => orderOf(list).indexOf(id),
      step: (id, delta) => {
        if (drag.current) return;
        const order = orderOf(list);
        const from = order.indexOf(id);
        const to = from + delta;
        if (from < 0 || to < 0 || to >= order.length) return;
        const next = order.slice();
        next.splice(from, 1);
        next.splice(to, 0, id);
        const saving = busyNow(list);
        setHeld(list, { order: next, busy: saving });
        if (!saving) return persist(list, id, to);
        const queue = pending.current.get(list) ?? [];
        if (!queue.includes(id)) queue.push(id);
        pending.current.set(list, queue);
      },
    }),
    [orderOf, busyNow, setHeld, persist],
  );

  const dragged = useCallback(() => (drag.current ? { list: drag.current.list, id: drag.current.id } : null), []);

  // One object per change of the orders or the sources: a caller's memo can depend on it.
  return useMemo(() => {
    const handleOf = (list: string) => {
      const busy = held.get(list)?.busy ?? false;
      let handle = handles.current.get(list);
      if (!handle || handle.busy !== busy) handles.current.set(list, (handle = makeHandle(list, busy)));
      return handle;
    };
    const itemsOf = (list: string): readonly T[] => {
      const source = sources.get(list) ?? NOTHING;
      const order = held.get(list)?.order;
      if (!order) return source;
      const byId = new Map(source.map((i) => [i.id, i]));
      const items = order.map((id) => byId.get(id)).filter((i): i is T => i !== undefined);
      // Items the server added meanwhile (another user) show at the end until the next refresh.
      const shown = new Set(order);
      for (const i of source) if (!shown.has(i.id)) items.push(i);
      return items;
    };
    return { itemsOf, handleOf, isBusy: (list: string) => held.get(list)?.busy ?? false, dragged };
  }, [held, sources, makeHandle, dragged]);
}
