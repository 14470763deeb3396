/** Inputs of the BIN dialog: the six first digits of the card (a digits-only mask) and the card's name. */
import { Stack, TextField } from '@mui/material';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { MaskAdapter } from '../../framework/inputs/MaskAdapter';
import { requiredLabel, useTextFieldInput } from '../../framework/inputs/useTextFieldInput';
import { fieldLabel } from '../../framework/fields';
import { BIN_LENGTH, cardBins } from '../../shared/resources/cardBins/definition';

const BIN_MASK = { mask: '0'.repeat(BIN_LENGTH) };

function BinInput() {
  const { field, textFieldProps } = useTextFieldInput('bin', fieldLabel(cardBins, 'bin'));
  return (
    <TextField
      {...textFieldProps}
      placeholder="000000"
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      slotProps={{
        inputLabel: requiredLabel,
        input: { inputComponent: MaskAdapter as never, inputProps: { maskOptions: BIN_MASK, inputMode: 'numeric' } },
      }}
    />
  );
}

export function BinInputs() {
  return (
    <Stack spacing={2}>
      <BinInput />
      <DefinitionInput def={cardBins} source="cardName" field={cardBins.fields.cardName} />
    </Stack>
  );
}
