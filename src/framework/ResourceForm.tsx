/** The form of create and edit: the definition's schema and rules as resolver, the shared inputs. */
import { useMemo, type ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ResourceDefinition } from '../shared/definition';
import { definitionResolver } from './resolver';
import { ResourceInputs } from './ResourceInputs';
import { FormUnsavedChangesGuard } from './UnsavedChangesGuard';

// Always enabled: submitting an empty form is how the user learns what is required.
const FORM_TOOLBAR = (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

export interface ResourceFormProps {
  def: ResourceDefinition;
  /** A resource's own arrangement of the inputs (a store's live slug and postal-code lookup); default ResourceInputs. */
  children?: ReactNode;
  /** Defaults to the definition's resolver; a view may only reword its messages, never add rules. */
  resolver?: Resolver<FieldValues>;
  /** Beside Save, at the toolbar's other end (the edit page's 'Remover'). */
  extraAction?: ReactNode;
}

export function ResourceForm({ def, children, resolver: given, extraAction }: ResourceFormProps) {
  // noValidate: the definition's schema and rules decide, their messages under the fields, not the browser's bubbles.
  // The resolver strips what the schema leaves out (id, dates, read-only fields of the record).
  // Errors stay under their fields and the first one takes the focus: react-admin's generic
  // 'O formulário não é válido' toast would only repeat them (issue 9 item 21; dialogs do the
  // same); a server failure keeps its own message (useSaveFeedback).
  const resolver = useMemo(() => given ?? definitionResolver(def), [def, given]);
  return (
    <SimpleForm
      resolver={resolver as never}
      noValidate
      mode="onSubmit"
      reValidateMode="onBlur"
      toolbar={
        extraAction ? (
          <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
            <SaveButton alwaysEnable />
            {extraAction}
          </Toolbar>
        ) : (
          FORM_TOOLBAR
        )
      }
      disableInvalidFormNotification
    >
      {children ?? <ResourceInputs def={def} />}
      {/* Every generated form asks before typed data is lost, as the event pages do. */}
      <FormUnsavedChangesGuard />
    </SimpleForm>
  );
}
