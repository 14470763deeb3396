/** Drag-and-drop ordering of the records of an `ordered` definition (sectors, tickets, lots). */
export { useSortableList, type SortableList, type SortableHandle } from './useSortableList';
export { useSortableItem } from './useSortableItem';
export { DragHandle } from './DragHandle';
export { OrderingProvider } from './OrderingProvider';
