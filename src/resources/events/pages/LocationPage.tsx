/** /events/{id}/edit/location: venue name and address, with the postal-code lookup. */
import { Box, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { DefinitionInput } from '../../../framework/inputs/DefinitionInput';
import { StateSelectInput } from '../../../framework/inputs/StateSelectInput';
import { events } from '../../../shared/resources/events/definition';
import { EventPageForm } from '../edit/EventPageForm';
import { useCepLookup } from './useCepLookup';

const FIELDS = ['location', 'address'] as const;
const ADDRESS = ['address.zipCode', 'address.street', 'address.number', 'address.complement', 'address.neighborhood', 'address.city'] as const;

function LocationInputs() {
  const translate = useTranslate();
  useCepLookup();
  return (
    <>
      <DefinitionInput def={events} source="location" field={events.fields.location} />
      <Typography component="h2" variant="h6">
        {translate('resources.events.sections.address')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {ADDRESS.map((name) => (
          <DefinitionInput key={name} def={events} source={name} field={events.fields[name]} />
        ))}
        <StateSelectInput source="address.state" label="resources.events.fields.address.state" />
      </Box>
    </>
  );
}

export function LocationPage({ record }: { record: RaRecord }) {
  return (
    <EventPageForm record={record} fields={FIELDS}>
      <LocationInputs />
    </EventPageForm>
  );
}
