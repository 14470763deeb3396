/**
 * Create or edit a nested record in a dialog: a react-admin Form with the definition's
 * resolver (schema + rules, as the server), its inputs (ResourceInputs unless `inputs` is
 * given), errors under the fields, the save toasts of useNestedMutations. The form is mounted
 * anew at each opening, so a closed dialog never keeps what was typed (spec 1 section 4).
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../shared/definition';
import { definitionResolver } from '../resolver';
import { ResourceInputs } from '../ResourceInputs';
import { useNestedMutations, type NestedMeta } from './useNestedMutations';

export interface NestedFormDialogProps {
  def: ResourceDefinition;
  /** Parent ids of the path ({ eventId }). */
  meta: NestedMeta;
  open: boolean;
  /** The record to edit; none creates. */
  record?: RaRecord;
  onClose: () => void;
  /** Catalogue key of the title; defaults to `resources.<name>.dialogs.createTitle|editTitle`. */
  title?: string;
  /** Inputs in place of the definition's (e.g. an input shown only for some values). */
  inputs?: ReactNode;
  /** After a successful save (a screen whose own query holds these records refreshes it). */
  onSaved?: () => void;
}

/** The first field a user types or chooses in. */
const FIRST_FIELD = 'input:not([type=hidden]):not([disabled]):not([aria-hidden=true]), textarea:not([aria-hidden=true]), [contenteditable=true], [role=combobox]';

/** Create values of the definition's defaults (function defaults are the server's to make). */
const defaults = (def: ResourceDefinition) =>
  Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => !f.readOnly && f.defaultValue !== undefined && typeof f.defaultValue !== 'function')
      .map(([name, f]) => [name, f.defaultValue]),
  );

export function NestedFormDialog({ def, meta, open, record, onClose, title, inputs, onSaved }: NestedFormDialogProps) {
  const translate = useTranslate();
  const { create, update } = useNestedMutations(def, meta);
  const [saving, setSaving] = useState(false);
  const resolver = useMemo(() => definitionResolver(def), [def]);
  const mode = record ? 'edit' : 'create';
  const titleKey = title ?? `resources.${def.name}.dialogs.${mode}Title`;
  const titleId = `${def.name}-dialog-title`;
  const content = useRef<HTMLDivElement>(null);
  // Typing starts at once (issue 9 item 19): the first field takes the focus once the dialog is in.
  const focusFirstField = () => {
    // A field the user already went to while the dialog was opening keeps the focus (and the keys typed).
    const active = document.activeElement;
    if (active && content.current?.contains(active) && active.matches('input, textarea, select, [contenteditable="true"]')) return;
    content.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  };

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    const result = record ? await update(record, values) : await create(values);
    setSaving(false);
    if (result.ok) {
      onSaved?.();
      onClose();
    }
    return result.errors;
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onEntered: focusFirstField } }}
    >
      <DialogTitle id={titleId}>{translate(titleKey)}</DialogTitle>
      {/* MUI unmounts a closed dialog's content: each opening starts a fresh form. Every field is in
          sight, so errors stay under them: react-admin's 'formulário não é válido' toast would only
          cover the dialog's buttons (server failures keep their own toast). */}
      <Form
        record={record ?? defaults(def)}
        resolver={resolver as never}
        onSubmit={submit as never}
        noValidate
        mode="onSubmit"
        reValidateMode="onChange"
        disableInvalidFormNotification
      >
        <DialogContent ref={content} sx={{ pt: 1 }}>{inputs ?? <ResourceInputs def={def} />}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('app.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('app.page.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
