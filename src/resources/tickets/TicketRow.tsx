/**
 * One ticket in the sales tree: grip, title, category, type, what it is hidden from; buttons
 * for its actions panel, a new lot, edit and remove; then its lots, reordered by dragging.
 */
import { Box, Button, Chip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useNotify, useTranslate } from 'react-admin';
import { memo } from 'react';
import { IconAction } from '../../framework/IconAction';
import { DragHandle, useSortableItem, useSortableList, type SortableHandle } from '../../framework/ordering';
import { lots as lotsDef } from '../../shared/resources/lots/definition';
import { LotRow } from '../lots/LotRow';
import { salesApi, type LotRecord, type TicketRecord } from '../sectors/salesApi';
import { useSalesTree } from '../sectors/salesTreeContext';

function TicketHeader({ ticket }: { ticket: TicketRecord }) {
  const translate = useTranslate();
  const category =
    ticket.category === '@OTHERS' && ticket.otherName ? ticket.otherName : translate(`resources.tickets.choices.category.${ticket.category}`, { _: ticket.category });
  return (
    // A basis of its own: on a phone the buttons go to the next line instead of squeezing the category to 'I…'.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0, flex: '1 1 12rem' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {ticket.title}
      </Typography>
      <Chip size="small" color="primary" variant="outlined" label={category} />
      {ticket.type === '@MULTIPLE' ? (
        <Chip size="small" variant="outlined" label={translate('resources.tickets.multipleOf', { smart_count: ticket.amountMultiple ?? 0 })} />
      ) : null}
      {ticket.showInSite === false ? <Chip size="small" icon={<VisibilityOff />} label={translate('resources.tickets.hiddenInSite')} /> : null}
      {ticket.showInPOS === false ? <Chip size="small" icon={<VisibilityOff />} label={translate('resources.tickets.hiddenInPOS')} /> : null}
    </Box>
  );
}

function TicketLots({ ticket }: { ticket: TicketRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const tree = useSalesTree();
  const meta = { eventId: tree.eventId, sectorId: ticket.sectorId, ticketId: ticket.id };
  const list = useSortableList<LotRecord>(
    ticket.lots,
    async (id, index) => {
      await salesApi.order(lotsDef, meta, id, index);
      await tree.refresh();
    },
    () => notify('resources.lots.reorderError', { type: 'error' }),
  );
  if (!list.items.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pl: 1 }}>
        {translate('resources.lots.empty')}
      </Typography>
    );
  }
  return (
    <Box role="list" aria-label={translate('resources.lots.name', { smart_count: 2 })} sx={{ display: 'grid', gap: 0.5 }}>
      {list.items.map((lot) => (
        <LotRow key={String(lot.id)} lot={lot} ticket={ticket} list={list.handle} />
      ))}
    </Box>
  );
}

/** Memoised: a drag elsewhere re-renders only what moved. */
export const TicketRow = memo(function TicketRow({ ticket, list }: { ticket: TicketRecord; list: SortableHandle }) {
  const translate = useTranslate();
  const tree = useSalesTree();
  const { setRow, setHandle, onHandleKeyDown, isDragging } = useSortableItem(`ticket:${ticket.sectorId}`, list, ticket.id, !tree.canEdit);
  return (
    <Box
      ref={setRow}
      role="listitem"
      aria-label={ticket.title}
      data-testid={`ticket-${ticket.id}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, display: 'grid', gap: 1, opacity: isDragging ? 0.4 : 1, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {tree.canEdit ? <DragHandle handleRef={setHandle} busy={list.busy} onKeyDown={onHandleKeyDown} /> : null}
        <TicketHeader ticket={ticket} />
        {tree.canEdit ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Button size="small" variant="outlined" startIcon={<TuneOutlined />} onClick={() => tree.openActions(ticket)}>
              {translate('resources.tickets.actions.panel')}
            </Button>
            <Button size="small" startIcon={<Add />} onClick={() => tree.editLot(ticket)}>
              {translate('resources.lots.actions.add')}
            </Button>
            <IconAction label="resources.tickets.actions.edit" onClick={() => tree.editTicket(ticket.sectorId, ticket)} icon={<Edit fontSize="small" />} />
            {tree.canDelete ? <IconAction label="resources.tickets.actions.delete" onClick={() => tree.deleteTicket(ticket)} icon={<DeleteOutline fontSize="small" />} /> : null}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ pl: { xs: 0, sm: 4 } }}>
        <TicketLots ticket={ticket} />
      </Box>
    </Box>
  );
});
