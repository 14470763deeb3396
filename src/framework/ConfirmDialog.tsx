/**
 * A yes/no dialog (spec 1 section 9: 'Confirme' / 'Cancelar' unless told otherwise).
 * Titles, texts and labels are catalogue keys.
 */
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOpenedOnce } from './useOpenedOnce';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Catalogue key of the question, or any node. */
  content?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: 'primary' | 'error' | 'warning';
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  content,
  confirmLabel = 'app.dialog.confirm',
  cancelLabel = 'app.dialog.cancel',
  confirmColor = 'primary',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = 'confirm-dialog-title';
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      {content ? (
        <DialogContent>
          {typeof content === 'string' ? <DialogContentText>{translate(content)}</DialogContentText> : content}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{translate(cancelLabel)}</Button>
        <Button onClick={onConfirm} variant="contained" color={confirmColor} autoFocus>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
