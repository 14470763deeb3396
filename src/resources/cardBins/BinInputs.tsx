/** Inputs of the BIN dialog: the six first digits of the card (a digits-only mask) and the card's name. */
import { Stack, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { FieldError } from '../../framework/inputs/FieldError';
import { MaskAdapter } from '../../framework/inputs/MaskAdapter';
import { fieldLabel } from '../../framework/FieldValue';
import { BIN_LENGTH, cardBins } from './definition';

const BIN_MASK = { mask: '0'.repeat(BIN_LENGTH) };

function BinInput() {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source: 'bin' });
  const message = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      label={translate(fieldLabel(cardBins, 'bin'))}
      placeholder="000000"
      fullWidth
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={<FieldError message={message} />}
      slotProps={{
        // The asterisk is drawn by CSS so the label's text stays the field's label (as DefinitionInput).
        inputLabel: { sx: { '&::after': { content: '" *"' } } },
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
