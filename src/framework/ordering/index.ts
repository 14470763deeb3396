/** Drag-and-drop ordering of the records of an `ordered` definition (sectors, tickets, lots). */
export { useSortableList, type SortableList } from './useSortableList';
export { useSortableLists, type SortableLists, type SortableHandle } from './useSortableLists';
export { useSortableItem } from './useSortableItem';
export { DragHandle } from './DragHandle';
export { GripContext, ItemGrip, type GripProps } from './ItemGrip';
export { OrderingProvider } from './OrderingProvider';
