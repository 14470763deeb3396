/** Nested resources inside a parent's screen (docs/adding-a-resource.md, "Nested sections"). */
export { NestedList, type NestedColumn, type NestedListProps } from './NestedList';
export { NestedFormDialog, type NestedFormDialogProps } from './NestedFormDialog';
export { NestedDeleteDialog, type NestedDeleteDialogProps } from './NestedDeleteDialog';
export { useNestedMutations, type NestedMeta } from './useNestedMutations';
export { NestedCardGrid } from './NestedCardGrid';
