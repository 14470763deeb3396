/** Inputs of the lot dialog: price in reais (stored in cents), quantity, sales window and session. */
import { Stack } from '@mui/material';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { ReferenceSelectInput } from '../../framework/inputs/ReferenceSelectInput';
import { lots } from '../../shared/resources/lots/definition';

export function LotInputs({ eventId }: { eventId: unknown }) {
  const f = lots.fields;
  return (
    <Stack spacing={2}>
      <DefinitionInput def={lots} source="title" field={f.title} />
      <DefinitionInput def={lots} source="price" field={f.price} />
      <DefinitionInput def={lots} source="quantity" field={f.quantity} />
      <DefinitionInput def={lots} source="startAt" field={f.startAt} />
      <DefinitionInput def={lots} source="endAt" field={f.endAt} />
      {/* Empty is sent as null (spec 1 section 7). */}
      <ReferenceSelectInput def={lots} source="sessionId" meta={{ eventId }} />
    </Stack>
  );
}
