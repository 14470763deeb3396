/**
 * The frame of a dialog that adds what a picker chose to a parent (the event's producers, its
 * line-up): the title, the picker (mounted only while open, so each opening starts afresh),
 * Cancelar, and the submit button, disabled until something is chosen and while saving. The
 * save runs between the toasts of useToastedCall; the dialog cannot be dismissed meanwhile.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useToastedCall } from '../useToastedCall';

export interface PickerDialogProps<T> {
  open: boolean;
  /** Catalogue keys of the title and of the submit button. */
  title: string;
  submitLabel: string;
  /** Something is chosen: until then the submit button is disabled. */
  canSubmit: boolean;
  /** Saves the choice. */
  save: () => Promise<T>;
  /** Catalogue keys of the save's success toast and of its fallback error. */
  texts: { success: string; fallback: string };
  /** After a successful save, just before the dialog closes. */
  onSaved: (value: T) => void;
  /** Cancelar, Escape, a click outside or a successful save: the caller resets its choice. */
  onClose: () => void;
  /** The picker. */
  children: ReactNode;
}

export function PickerDialog<T>({ open, title, submitLabel, canSubmit, save, texts, onSaved, onClose, children }: PickerDialogProps<T>) {
  const translate = useTranslate();
  const run = useToastedCall();
  const [saving, setSaving] = useState(false);
  const titleId = useId();

  const submit = async () => {
    if (!canSubmit) return;
    setSaving(true);
    const { ok, value } = await run(save, texts);
    setSaving(false);
    if (!ok) return;
    onSaved(value as T);
    onClose();
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>{open ? children : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('app.dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!canSubmit || saving}>
          {translate(submitLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
