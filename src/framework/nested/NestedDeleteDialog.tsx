/** Confirmation before deleting a nested record; the delete goes through useNestedMutations (toasts, meta). */
import { useState } from 'react';
import { DialogContentText } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../shared/definition';
import { ConfirmDialog } from '../ConfirmDialog';
import { useNestedMutations, type NestedMeta } from './useNestedMutations';

export interface NestedDeleteDialogProps {
  def: ResourceDefinition;
  meta: NestedMeta;
  /** The record to delete; the dialog is open while there is one. */
  record?: RaRecord;
  onClose: () => void;
  /** Catalogue keys; the text receives the record's fields (%{title}). Default `resources.<name>.dialogs.deleteTitle|deleteText`. */
  title?: string;
  text?: string;
  /** After a successful delete. */
  onDeleted?: () => void;
}

export function NestedDeleteDialog({ def, meta, record, onClose, title, text, onDeleted }: NestedDeleteDialogProps) {
  const translate = useTranslate();
  const { remove } = useNestedMutations(def, meta);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!record || busy) return;
    setBusy(true);
    const { ok } = await remove(record);
    setBusy(false);
    if (ok) onDeleted?.();
    onClose();
  };
  return (
    <ConfirmDialog
      open={Boolean(record)}
      title={title ?? `resources.${def.name}.dialogs.deleteTitle`}
      content={<DialogContentText>{record ? translate(text ?? `resources.${def.name}.dialogs.deleteText`, { ...record }) : null}</DialogContentText>}
      confirmLabel="app.nested.delete"
      confirmColor="error"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
