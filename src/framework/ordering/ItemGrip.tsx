/**
 * The grip of an item whose drag hooks live in an element drawn around several rows (a sector
 * of a virtual tree: its rows come and go as the page scrolls, the sector's drop target stays).
 * The element provides `GripContext`; the row that shows the grip draws `<ItemGrip />`.
 */
import { createContext, useContext, type KeyboardEvent } from 'react';
import { DragHandle } from './DragHandle';

export interface GripProps {
  setHandle: (node: HTMLElement | null) => void;
  onHandleKeyDown: (event: KeyboardEvent) => void;
  busy: boolean;
}

export const GripContext = createContext<GripProps | null>(null);

export function ItemGrip() {
  const grip = useContext(GripContext);
  return grip ? <DragHandle handleRef={grip.setHandle} busy={grip.busy} onKeyDown={grip.onHandleKeyDown} /> : null;
}
