/** /events/{id}/sessions: the event's sessions in the generic nested list, with create and edit dialogs. */
import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { NestedList } from '../../framework/nested';
import { sessions } from '../../shared/resources/sessions/definition';
import { dateTimeColumn } from './dateTimeColumn';

const COLUMNS = ['title', dateTimeColumn(sessions, 'startAt'), dateTimeColumn(sessions, 'endAt'), 'capacity'];

export default function SessionsSection({ record }: { record: RaRecord }) {
  return (
    <Box sx={{ py: 2 }}>
      <NestedList def={sessions} meta={{ eventId: record.id }} columns={COLUMNS} />
    </Box>
  );
}
