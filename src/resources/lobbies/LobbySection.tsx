/** /events/{id}/lobby: the event's waiting rooms (docs/decisions.md, "Lobby") in the generic nested list. */
import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { NestedList } from '../../framework/nested';
import { lobbies } from '../../shared/resources/lobbies/definition';
import { dateTimeColumn } from '../sessions/dateTimeColumn';

const COLUMNS = ['title', 'isActive', dateTimeColumn(lobbies, 'opensAt'), dateTimeColumn(lobbies, 'closesAt'), 'admissionsPerMinute'];

export default function LobbySection({ record }: { record: RaRecord }) {
  return (
    <Box sx={{ py: 2 }}>
      <NestedList def={lobbies} meta={{ eventId: record.id }} columns={COLUMNS} />
    </Box>
  );
}
