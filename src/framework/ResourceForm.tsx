/** The form of create and edit: the definition's yup schema as resolver, the shared inputs. */
import { useMemo } from 'react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import type { ResourceDefinition } from './definition';
import { buildSchema } from './schema';
import { ResourceInputs } from './ResourceInputs';

// Always enabled: submitting an empty form is how the user learns what is required.
const FORM_TOOLBAR = (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

export function ResourceForm({ def }: { def: ResourceDefinition }) {
  // noValidate: the yup schema decides and its messages show under the fields, not the browser's bubbles.
  // stripUnknown: the record also carries id, dates and read-only fields the schema leaves out.
  const resolver = useMemo(() => yupResolver(buildSchema(def), { stripUnknown: true }), [def]);
  return (
    <SimpleForm resolver={resolver as never} noValidate mode="onSubmit" reValidateMode="onBlur" toolbar={FORM_TOOLBAR}>
      <ResourceInputs def={def} />
    </SimpleForm>
  );
}
