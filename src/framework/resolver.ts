/**
 * react-hook-form resolver of a definition: the same `validate` the server runs (yup schema,
 * then the definition's cross-field rules), so a form and the API refuse the same input with
 * the same catalogue keys under the same fields.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { setPath, type ResourceDefinition } from '../shared/definition';
import { validate } from '../shared/schema';

export function definitionResolver(def: ResourceDefinition): Resolver<FieldValues> {
  return async (values) => {
    // 'form': the inputs' text is cast to the field's type (the API takes JSON types as they are).
    const result = await validate(def, values, 'form');
    if (result.ok) return { values: result.value, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.issues) {
      if (issue.field) setPath(errors, issue.field, { type: 'validation', message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors };
  };
}
