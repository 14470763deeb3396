/** One sector of the sales page: grip, name, ticket count, its buttons, and its tickets in order. */
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { memo } from 'react';
import { IconAction } from '../../framework/IconAction';
import { DragHandle, useSortableItem, useSortableList, type SortableHandle } from '../../framework/ordering';
import { tickets as ticketsDef } from '../../shared/resources/tickets/definition';
import { TicketRow } from '../tickets/TicketRow';
import { salesApi, type TicketRecord } from './salesApi';
import { useSalesTree } from './salesTreeContext';

/** Stand-in rows while the tickets load, announced as busy. */
function TicketsSkeleton() {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-busy="true" aria-label={translate('app.toast.loading')} sx={{ display: 'grid', gap: 1 }}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
    </Box>
  );
}

function SectorTickets({ sector, tickets }: { sector: RaRecord; tickets: TicketRecord[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const tree = useSalesTree();
  const list = useSortableList<TicketRecord>(
    tickets,
    async (id, index) => {
      await salesApi.order(ticketsDef, { eventId: tree.eventId, sectorId: sector.id }, id, index);
      await tree.refresh();
    },
    () => notify('resources.tickets.reorderError', { type: 'error' }),
  );
  if (!list.items.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.tickets.empty')}
      </Typography>
    );
  }
  return (
    <Box role="list" aria-label={translate('resources.tickets.name', { smart_count: 2 })} sx={{ display: 'grid', gap: 1 }}>
      {list.items.map((ticket) => (
        <TicketRow key={String(ticket.id)} ticket={ticket} list={list.handle} />
      ))}
    </Box>
  );
}

/** Memoised: a drag elsewhere re-renders only what moved. */
export const SectorCard = memo(function SectorCard({ sector, tickets, ticketsLoading = false, list }: {
  sector: RaRecord;
  tickets: TicketRecord[];
  /** The tickets are still coming: skeletons, never the empty texts. */
  ticketsLoading?: boolean;
  list: SortableHandle;
}) {
  const translate = useTranslate();
  const tree = useSalesTree();
  const { setRow, setHandle, onHandleKeyDown, isDragging } = useSortableItem('sector', list, sector.id, !tree.canEdit);
  return (
    <Card ref={setRow} variant="outlined" component="section" aria-label={sector.name} data-testid={`sector-${sector.id}`} sx={{ opacity: isDragging ? 0.4 : 1 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {tree.canEdit ? <DragHandle handleRef={setHandle} busy={list.busy} onKeyDown={onHandleKeyDown} /> : null}
          {/* A basis, not 0, from 600 px: the name and description keep their own line and the buttons wrap below. */}
          <Box sx={{ flex: { xs: '1 1 0', sm: '1 1 14rem' }, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography variant="h6" component="h2">
              {sector.name}
            </Typography>
            {sector.description ? (
              <Typography variant="body2" color="text.secondary">
                {sector.description}
              </Typography>
            ) : null}
          </Box>
          {/* On a phone the edit and delete icons stay on the title's row; the count and 'Novo ingresso' go on the next. */}
          <Box aria-hidden sx={{ display: { xs: 'block', sm: 'none' }, flexBasis: '100%', height: 0, order: 1 }} />
          <Typography variant="body2" color="text.secondary" sx={{ order: { xs: 2, sm: 0 } }}>
            {/* No tickets reads as words ('Nenhum ingresso'), not as a count. */}
            {ticketsLoading ? <Skeleton variant="text" width={90} /> : tickets.length ? translate('resources.sectors.ticketCount', { smart_count: tickets.length }) : translate('resources.sectors.noTickets')}
          </Typography>
          {tree.canEdit ? (
            <>
              <Button size="small" variant="contained" startIcon={<Add />} sx={{ order: { xs: 2, sm: 0 } }} onClick={() => tree.editTicket(String(sector.id))}>
                {translate('resources.tickets.actions.add')}
              </Button>
              <IconAction label="resources.sectors.actions.edit" onClick={() => tree.editSector(sector)} icon={<Edit fontSize="small" />} />
              {tree.canDelete ? <IconAction label="resources.sectors.actions.delete" onClick={() => tree.deleteSector(sector)} icon={<DeleteOutline fontSize="small" />} /> : null}
            </>
          ) : null}
        </Box>
        {ticketsLoading ? <TicketsSkeleton /> : <SectorTickets sector={sector} tickets={tickets} />}
      </CardContent>
    </Card>
  );
});
