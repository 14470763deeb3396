/**
 * /events/{id}/advantages-and-services/card-bin (spec 1 sections 2.3, 5, 7, 8): the event's
 * card BINs (list, create, edit, delete) and, below, its tickets with the BINs each is
 * restricted to.
 */
import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { NestedList } from '../../framework/nested';
import { cardBins } from '../../shared/resources/cardBins/definition';
import { BinInputs } from './BinInputs';
import { BinTicketsPanel } from './BinTicketsPanel';

export default function CardBinsSection({ record }: { record: RaRecord }) {
  return (
    <Box sx={{ mt: 2 }}>
      <NestedList def={cardBins} meta={{ eventId: record.id }} createLabel="resources.cardBins.actions.add" inputs={<BinInputs />} />
      <BinTicketsPanel eventId={record.id} />
    </Box>
  );
}
