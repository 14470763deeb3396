/** Inputs of the option-group dialog: the definition's, with the icon picked from a list. */
import { Stack } from '@mui/material';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { fieldLabel } from '../../framework/fields';
import { options } from '../../shared/resources/options/definition';
import { IconInput } from './IconInput';

export function OptionGroupInputs() {
  const f = options.fields;
  return (
    <Stack spacing={2}>
      <DefinitionInput def={options} source="title" field={f.title} />
      <DefinitionInput def={options} source="description" field={f.description} />
      <IconInput source="icon" label={fieldLabel(options, 'icon')} />
      <DefinitionInput def={options} source="required" field={f.required} />
    </Stack>
  );
}
