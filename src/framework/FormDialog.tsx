/**
 * A form in a dialog: a react-admin Form (a resolver, errors under the fields, no 'formulário não
 * é válido' toast), the inputs, 'Cancelar' and 'Salvar' (both off while saving, and the dialog not
 * closed by a click outside then), and the first field focused once the dialog is in. The caller
 * says what saving is (`onSubmit` answers the server's errors by field, or nothing); NestedFormDialog
 * gives it a definition's record, and custom dialogs (the staff's participant) their own form.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Catalogue key of the title. */
  title: string;
  /** The title's element id (the dialog's name). */
  titleId: string;
  /** The form's starting values. */
  record: FieldValues;
  resolver: Resolver<FieldValues>;
  /** Saves; answers the errors to show under the fields, or nothing. */
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
  /** The inputs. */
  children: ReactNode;
  /** In the form's place while what it needs loads (a skeleton) or failed to load (the error). */
  pending?: ReactNode;
}

/** The first field a user types or chooses in. */
const FIRST_FIELD = 'input:not([type=hidden]):not([disabled]):not([aria-hidden=true]), textarea:not([aria-hidden=true]), [contenteditable=true], [role=combobox]';

export function FormDialog({ open, onClose, title, titleId, record, resolver, onSubmit, children, pending }: FormDialogProps) {
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const [entered, setEntered] = useState(false);
  // Typing starts at once (issue 9 item 19): the first field takes the focus once the dialog is in.
  const focusFirstField = useCallback(() => {
    // A field the user already went to while the dialog was opening keeps the focus (and the keys typed).
    const active = document.activeElement;
    if (active && content.current?.contains(active) && active.matches('input, textarea, select, [contenteditable="true"]')) return;
    content.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, []);
  // Also when the fields arrive after the dialog is in (a form whose questions load as it opens).
  const ready = !pending;
  useEffect(() => {
    if (entered && ready) focusFirstField();
  }, [entered, ready, focusFirstField]);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      return await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onEntered: () => setEntered(true), onExited: () => setEntered(false) } }}
    >
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      {/* MUI unmounts a closed dialog's content: each opening starts a fresh form. Every field is in
          sight, so errors stay under them: react-admin's 'formulário não é válido' toast would only
          cover the dialog's buttons (server failures keep their own toast). */}
      {pending ? (
        <DialogContent>{pending}</DialogContent>
      ) : (
        <Form record={record} resolver={resolver as never} onSubmit={submit as never} noValidate mode="onSubmit" reValidateMode="onChange" disableInvalidFormNotification>
          <DialogContent ref={content} sx={{ pt: 1 }}>
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={saving}>
              {translate('app.dialog.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('app.page.save')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
