/**
 * One draggable row of a sortable list (react-dnd): the row is the drop target, the handle
 * starts the drag. `type` keeps lists apart (a ticket never lands among another sector's).
 * Moves happen when the pointer crosses the middle of a row, so rows do not flicker.
 */
import { useCallback, useRef } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import type { SortableHandle } from './useSortableLists';

/** Closer than this to the window's top or bottom (px), a grip moved by the keyboard is scrolled to the middle. */
const EDGE = 80;

interface DragItem {
  id: unknown;
}

export function useSortableItem(type: string, list: SortableHandle, id: unknown, disabled = false) {
  const rowRef = useRef<HTMLElement | null>(null);
  const [{ isDragging }, drag, preview] = useDrag(
    () => ({
      type,
      item: (): DragItem => {
        list.begin(id);
        return { id };
      },
      canDrag: () => !disabled && !list.busy,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
      end: (item, monitor) => list.finish(item.id, monitor.didDrop()),
    }),
    [type, id, disabled, list.busy, list.begin, list.finish],
  );
  const [, drop] = useDrop(
    () => ({
      accept: type,
      drop: () => ({}),
      hover: (item: DragItem, monitor) => {
        const node = rowRef.current;
        if (!node || item.id === id) return;
        const from = list.indexOf(item.id);
        const to = list.indexOf(id);
        if (from < 0 || to < 0) return;
        const rect = node.getBoundingClientRect();
        const y = (monitor.getClientOffset()?.y ?? 0) - rect.top;
        if (from < to && y < rect.height / 2) return;
        if (from > to && y > rect.height / 2) return;
        list.move(item.id, to);
      },
    }),
    [type, id, list.indexOf, list.move],
  );
  // Stable refs and handler: memoised rows that receive them do not re-render for them.
  const setRow = useCallback(
    (node: HTMLElement | null) => {
      rowRef.current = node;
      preview(drop(node));
    },
    [preview, drop],
  );
  const setHandle = useCallback((node: HTMLElement | null) => void drag(node), [drag]);
  // Keyboard: the focused handle moves its row with the arrow keys.
  const onHandleKeyDown = useCallback((event: { key: string; preventDefault: () => void; currentTarget: EventTarget }) => {
    if (disabled || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const handle = event.currentTarget as HTMLElement;
    list.step(id, event.key === 'ArrowUp' ? -1 : 1);
    // Moving rows in the DOM drops the focus: give it back, so the next arrow key still works,
    // and bring the grip where it landed into view (in a long list it may have left the screen):
    // to the middle, clear of the app bar, when it is out of sight or near an edge.
    setTimeout(() => {
      handle.focus({ preventScroll: true });
      const { top, bottom } = handle.getBoundingClientRect();
      if (top < EDGE || bottom > window.innerHeight - EDGE) handle.scrollIntoView?.({ block: 'center' });
    }, 0);
  }, [disabled, list, id]);
  return { setRow, setHandle, onHandleKeyDown, isDragging };
}
