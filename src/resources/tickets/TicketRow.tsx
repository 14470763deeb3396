/**
 * A ticket of the sales page in the virtual tree: the element around its drawn rows (a list item,
 * its drop target and its grip's drag hooks), its header row (grip, title, category, type, what
 * it is hidden from; buttons for its actions panel, a new lot, edit and remove) and the row said
 * when it has no lots. Its lots are rows of their own (LotRow).
 */
import { memo, useMemo, type ReactNode } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { IconAction } from '../../framework/IconAction';
import { GripContext, ItemGrip, useSortableItem, type SortableHandle } from '../../framework/ordering';
import type { RowPlace } from '../../framework/virtual/VirtualTree';
import type { TicketRecord } from '../sectors/salesApi';
import type { RowOf } from '../sectors/salesRows';
import { useSalesTree } from '../sectors/salesTreeContext';
import { TreeRow } from '../sectors/treeFrame';

export function TicketGroup({ ticket, list, position, size, top, height, children }: {
  ticket: TicketRecord;
  list: SortableHandle;
  position: number;
  size: number;
  top: number;
  height: number;
  children: ReactNode;
}) {
  const tree = useSalesTree();
  const { setRow, setHandle, onHandleKeyDown, isDragging } = useSortableItem(`ticket:${ticket.sectorId}`, list, ticket.id, !tree.canEdit);
  const grip = useMemo(() => ({ setHandle, onHandleKeyDown, busy: list.busy }), [setHandle, onHandleKeyDown, list.busy]);
  return (
    <div
      ref={setRow}
      role="listitem"
      aria-label={ticket.title}
      aria-posinset={position}
      aria-setsize={size}
      data-testid={`ticket-${ticket.id}`}
      className="tree-group"
      style={{ top, height, opacity: isDragging ? 0.4 : undefined }}
    >
      <GripContext.Provider value={grip}>{children}</GripContext.Provider>
    </div>
  );
}

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

/** Memoised: scrolling draws new rows without redrawing this one. */
export const TicketHeaderRow = memo(function TicketHeaderRow({ row, ...place }: { row: RowOf<'ticket'> } & RowPlace) {
  const translate = useTranslate();
  const tree = useSalesTree();
  const { ticket } = row;
  return (
    <TreeRow {...place} edges={{ sectorGap: row.first ? 'wide' : 'narrow', ticket: { top: true } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {tree.canEdit ? <ItemGrip /> : null}
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
    </TreeRow>
  );
});

export const NoLotsRow = memo(function NoLotsRow({ row, ...place }: { row: RowOf<'noLots'> } & RowPlace) {
  const translate = useTranslate();
  return (
    <TreeRow {...place} edges={{ sectorBottom: row.sectorEnd, ticket: { gap: 'wide', bottom: true, indent: true } }}>
      <Typography variant="body2" color="text.secondary" sx={{ pl: 1 }}>
        {translate('resources.lots.empty')}
      </Typography>
    </TreeRow>
  );
});
