/** /events/{id}/edit/schedule: start and end, typed dd/MM/yyyy HH:mm, stored ISO UTC; the end comes after the start. */
import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { DateTimeInput } from '../../../framework/inputs/DateTimeInput';
import { EventPageForm, type PageRule } from '../edit/EventPageForm';

const FIELDS = ['startAt', 'endAt'] as const;

export const endAfterStart: PageRule = ({ startAt, endAt }) =>
  startAt && endAt && Date.parse(String(endAt)) <= Date.parse(String(startAt)) ? { endAt: 'resources.events.errors.endBeforeStart' } : null;

export function SchedulePage({ record }: { record: RaRecord }) {
  return (
    <EventPageForm record={record} fields={FIELDS} rule={endAfterStart}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map((name) => (
          <DateTimeInput key={name} source={name} label={`resources.events.fields.${name}`} />
        ))}
      </Box>
    </EventPageForm>
  );
}
