/**
 * A sector of the sales page in the virtual tree: the element around its drawn rows (a list item
 * holding the sector's region, its drop target and its grip's drag hooks), and its own rows: the
 * header (grip, name, ticket count, buttons), the loading row and the no-tickets row.
 */
import { memo, useMemo, type ReactNode } from 'react';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslate, type RaRecord } from 'react-admin';
import { IconAction } from '../../framework/IconAction';
import { GripContext, ItemGrip, useSortableItem, type SortableHandle } from '../../framework/ordering';
import type { RowPlace } from '../../framework/virtual/VirtualTree';
import { TreeRow } from './treeFrame';
import type { RowOf } from './salesRows';
import { useSalesTree } from './salesTreeContext';

export function SectorGroup({ sector, list, position, size, top, height, children }: {
  sector: RaRecord;
  list: SortableHandle;
  position: number;
  size: number;
  top: number;
  height: number;
  children: ReactNode;
}) {
  const tree = useSalesTree();
  const { setRow, setHandle, onHandleKeyDown, isDragging } = useSortableItem('sector', list, sector.id, !tree.canEdit);
  const grip = useMemo(() => ({ setHandle, onHandleKeyDown, busy: list.busy }), [setHandle, onHandleKeyDown, list.busy]);
  return (
    <div role="listitem" aria-posinset={position} aria-setsize={size} className="tree-group" style={{ top, height, opacity: isDragging ? 0.4 : undefined }}>
      <section ref={setRow} aria-label={sector.name} data-testid={`sector-${sector.id}`} className="tree-fill">
        <GripContext.Provider value={grip}>{children}</GripContext.Provider>
      </section>
    </div>
  );
}

/** Memoised: scrolling draws new rows without redrawing this one. */
export const SectorHeaderRow = memo(function SectorHeaderRow({ row, ...place }: { row: RowOf<'sector'> } & RowPlace) {
  const translate = useTranslate();
  const tree = useSalesTree();
  const { sector, tickets } = row;
  return (
    <TreeRow {...place} edges={{ spaced: !row.first, sectorTop: true, sectorBottom: row.sectorEnd }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {tree.canEdit ? <ItemGrip /> : null}
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
          {/* No tickets reads as words ('Sem ingressos disponíveis'), not as a count; unknown yet, a skeleton. */}
          {tickets === 'loading' ? (
            <Skeleton variant="text" width={90} />
          ) : tickets === 'failed' ? null : tickets ? (
            translate('resources.sectors.ticketCount', { smart_count: tickets })
          ) : (
            translate('resources.sectors.noTickets')
          )}
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
    </TreeRow>
  );
});

/** Stand-in rows while the sector's tickets load, announced as busy: never 'Nenhum ingresso' before the answer. */
export const SectorLoadingRow = memo(function SectorLoadingRow(place: RowPlace) {
  const translate = useTranslate();
  return (
    <TreeRow {...place} edges={{ sectorGap: 'wide', sectorBottom: true }}>
      <Box role="progressbar" aria-busy="true" aria-label={translate('app.toast.loading')} sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Box>
    </TreeRow>
  );
});

export const NoTicketsRow = memo(function NoTicketsRow(place: RowPlace) {
  const translate = useTranslate();
  return (
    <TreeRow {...place} edges={{ sectorGap: 'wide', sectorBottom: true }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.tickets.empty')}
      </Typography>
    </TreeRow>
  );
});
