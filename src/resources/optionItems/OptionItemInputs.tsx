/** Inputs of the item dialog: the value (the money input) only when the type changes the price. */
import { Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { MoneyInput } from '../../framework/inputs/MoneyInput';
import { fieldLabel } from '../../framework/fields';
import { optionItems } from '../../shared/resources/optionItems/definition';

function ValueInput() {
  const valueType = useWatch({ name: 'valueType' });
  // @NONE has no value: the server clears it (beforeSave), the form does not ask for it.
  if (!valueType || valueType === '@NONE') return null;
  return <MoneyInput source="value" label={fieldLabel(optionItems, 'value')} />;
}

export function OptionItemInputs() {
  const f = optionItems.fields;
  return (
    <Stack spacing={2}>
      <DefinitionInput def={optionItems} source="title" field={f.title} />
      <DefinitionInput def={optionItems} source="description" field={f.description} />
      <DefinitionInput def={optionItems} source="valueType" field={f.valueType} />
      <ValueInput />
    </Stack>
  );
}
