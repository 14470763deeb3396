/**
 * Inputs of the ticket dialog (spec 1 sections 4, 5): amountMultiple only for @MULTIPLE (typed
 * in at most 3 characters), otherName only for @OTHERS; leaving either choice clears the
 * dependent value, as the server's beforeSave does. Only QR code is offered as the mode.
 */
import { useEffect, useRef } from 'react';
import { Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { tickets } from '../../shared/resources/tickets/definition';

/**
 * Clears `field` when `watched` changes away from `keep`. Compares with the previous value rather
 * than skipping a first render: StrictMode runs effects twice, and editing must keep the value.
 */
function useClearWhenLeaving(watched: string, keep: string, field: string) {
  const value = useWatch({ name: watched });
  const { setValue } = useFormContext();
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    if (value !== keep) setValue(field, null, { shouldDirty: true, shouldValidate: false });
  }, [value, keep, field, setValue]);
  return value === keep;
}

export function TicketInputs() {
  const f = tickets.fields;
  const multiple = useClearWhenLeaving('type', '@MULTIPLE', 'amountMultiple');
  const others = useClearWhenLeaving('category', '@OTHERS', 'otherName');
  return (
    <Stack spacing={2}>
      <DefinitionInput def={tickets} source="title" field={f.title} />
      <DefinitionInput def={tickets} source="description" field={f.description} />
      <DefinitionInput def={tickets} source="type" field={f.type} />
      {multiple ? <DefinitionInput def={tickets} source="amountMultiple" field={{ ...f.amountMultiple, required: true }} /> : null}
      <DefinitionInput def={tickets} source="category" field={f.category} />
      {others ? <DefinitionInput def={tickets} source="otherName" field={{ ...f.otherName, required: true }} /> : null}
      <DefinitionInput def={tickets} source="mode" field={f.mode} />
    </Stack>
  );
}
