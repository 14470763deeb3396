/**
 * The nested form dialog as an on-demand part (lazyPart.tsx): a list or a tree of nested records
 * is drawn without the form's code (react-hook-form, yup, the inputs); it loads once the page's
 * first screen is in, or when a dialog is first opened.
 */
import { lazyPart } from '../lazyPart';
import type { NestedFormDialogProps } from './NestedFormDialog';

export const NestedFormDialogOnDemand = lazyPart<NestedFormDialogProps>(
  () => import('./NestedFormDialog').then((m) => m.NestedFormDialog),
  (props) => props.open,
);
