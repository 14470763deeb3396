/**
 * Create or edit a nested record in a dialog: a react-admin Form with the definition's
 * resolver (schema + rules, as the server), its inputs (ResourceInputs unless `inputs` is
 * given), errors under the fields, the save toasts of useNestedMutations. The form is mounted
 * anew at each opening, so a closed dialog never keeps what was typed (spec 1 section 4).
 */
import { useMemo, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../shared/definition';
import { definitionResolver } from '../resolver';
import { ResourceInputs } from '../ResourceInputs';
import { FormDialog } from '../FormDialog';
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

/** Create values of the definition's defaults (function defaults are the server's to make). */
const defaults = (def: ResourceDefinition) =>
  Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => !f.readOnly && f.defaultValue !== undefined && typeof f.defaultValue !== 'function')
      .map(([name, f]) => [name, f.defaultValue]),
  );

export function NestedFormDialog({ def, meta, open, record, onClose, title, inputs, onSaved }: NestedFormDialogProps) {
  const { create, update } = useNestedMutations(def, meta);
  const resolver = useMemo(() => definitionResolver(def), [def]);
  const mode = record ? 'edit' : 'create';

  const submit = async (values: Record<string, unknown>) => {
    const result = record ? await update(record, values) : await create(values);
    if (result.ok) {
      onSaved?.();
      onClose();
    }
    return result.errors;
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title ?? `resources.${def.name}.dialogs.${mode}Title`}
      titleId={`${def.name}-dialog-title`}
      record={record ?? defaults(def)}
      resolver={resolver}
      onSubmit={submit}
    >
      {inputs ?? <ResourceInputs def={def} />}
    </FormDialog>
  );
}
