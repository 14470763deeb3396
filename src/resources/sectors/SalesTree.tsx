/**
 * /events/{id}/sectors-and-sales/sectors (spec 1 sections 2.3, 4, 7): the event's sectors
 * (20 a page, `page` in the address), each with its tickets and each ticket's lots, all
 * reordered by dragging; the sector, ticket and lot dialogs; the ticket actions panel.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { NestedDeleteDialog } from '../../framework/nested/NestedDeleteDialog';
import { lazyPart } from '../../framework/lazyPart';
import { LoadError } from '../../framework/LoadError';
import { ListPagination } from '../../framework/ListPagination';
import { useListLocation } from '../../framework/useListLocation';
import { OrderingProvider, useSortableLists } from '../../framework/ordering';
import { VirtualTree, type GroupPlace, type RowPlace } from '../../framework/virtual/VirtualTree';
import type { ResourceDefinition } from '../../shared/definition';
import { sectors } from '../../shared/resources/sectors/definition';
import { tickets } from '../../shared/resources/tickets/definition';
import { lots } from '../../shared/resources/lots/definition';
import { clearStoredTicket, readStoredTicket } from '../tickets/actions/storedTicket';
import { LotRow } from '../lots/LotRow';
import { NoLotsRow, TicketGroup, TicketHeaderRow } from '../tickets/TicketRow';
import { NoTicketsRow, SectorGroup, SectorHeaderRow, SectorLoadingRow } from './SectorRows';
import { estimateRowSize, gripRowKey, salesRows, type SalesRow } from './salesRows';
import { TreeStyles } from './treeFrame';
import { salesApi, TREE_KEY, type LotRecord, type TicketRecord } from './salesApi';
import { sectorPageQuery, usePageTree } from './salesQueries';
import { SalesTreeContext, type SalesTreeActions } from './salesTreeContext';
import type { SalesDialog } from './SalesFormDialog';

// What the tree shows on demand (its dialogs with their inputs, a ticket's panel) loads after its
// first screen, not with it (lazyPart.tsx).
const SalesFormDialog = lazyPart(
  () => import('./SalesFormDialog').then((m) => m.SalesFormDialog),
  (props) => props.open,
);
const TicketActionsPanel = lazyPart(
  () => import('../tickets/actions/TicketActionsPanel').then((m) => m.TicketActionsPanel),
  (props) => props.ticket != null,
);


const NO_SECTORS: RaRecord[] = [];
/** The one list of sectors: the page's. */
const PAGE = 'page';

type Deleting = { def: ResourceDefinition; meta: Record<string, unknown>; record: RaRecord };

/** Stand-ins for the first sectors while the page's sectors load, announced as busy. */
function SalesTreeSkeleton() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} role="progressbar" aria-busy="true" aria-label={translate('app.toast.loading')}>
      {[0, 1].map((i) => (
        <Box key={i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', p: 2, display: 'grid', gap: 1.5 }}>
          <Skeleton variant="text" width="30%" height={32} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      ))}
    </Stack>
  );
}

function SalesTreeView({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { page, setPage } = useListLocation();
  // Another page starts at its first sector: scrolled to the top, not left at the old page's end
  // (where a virtual list would not even have drawn the new page's beginning).
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
  }, [page]);
  const perPage = sectors.list.perPage;
  const meta = useMemo(() => ({ eventId }), [eventId]);
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: sectors.name });
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete', resource: sectors.name });

  const dataProvider = useDataProvider();
  const sectorList = useQuery(sectorPageQuery(dataProvider, eventId, page));
  const sectorRecords = useMemo(() => sectorList.data?.data ?? NO_SECTORS, [sectorList.data]);
  const tree = usePageTree(eventId, sectorRecords.map((s) => String(s.id)));
  const { ticketsBySector, lotsByTicket, ticketById } = useMemo(() => {
    const ticketsBySector = new Map<string, TicketRecord[]>();
    const lotsByTicket = new Map<string, LotRecord[]>();
    const ticketById = new Map<string, TicketRecord>();
    for (const sectorId of tree.answers.flatMap((a) => a.sectorIds)) ticketsBySector.set(sectorId, []);
    for (const t of tree.answers.flatMap((a) => a.tickets)) {
      ticketsBySector.get(String(t.sectorId))?.push(t);
      lotsByTicket.set(String(t.id), t.lots);
      ticketById.set(String(t.id), t);
    }
    return { ticketsBySector, lotsByTicket, ticketById };
  }, [tree.answers]);
  const treeFailed = Boolean(tree.error);

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [sectors.name] }),
      queryClient.invalidateQueries({ queryKey: [TREE_KEY] }),
    ]);
  }, [queryClient]);

  // The three levels' orders live here, above the rows: a row scrolled away unmounts, its drag
  // or save in progress goes on.
  const sectorSources = useMemo(() => new Map([[PAGE, sectorRecords]]), [sectorRecords]);
  const sectorOrder = useSortableLists<RaRecord>(
    sectorSources,
    async (_page, id, index) => {
      await salesApi.order(sectors, meta, id, (page - 1) * perPage + index);
      await refresh();
    },
    () => notify('resources.sectors.reorderError', { type: 'error' }),
  );
  const ticketOrder = useSortableLists<TicketRecord>(
    ticketsBySector,
    async (sectorId, id, index) => {
      await salesApi.order(tickets, { eventId, sectorId }, id, index);
      await refresh();
    },
    () => notify('resources.tickets.reorderError', { type: 'error' }),
  );
  const lotOrder = useSortableLists<LotRecord>(
    lotsByTicket,
    async (ticketId, id, index) => {
      await salesApi.order(lots, { eventId, sectorId: ticketById.get(ticketId)?.sectorId, ticketId }, id, index);
      await refresh();
    },
    () => notify('resources.lots.reorderError', { type: 'error' }),
  );

  const { rows, groups } = useMemo(
    () =>
      salesRows(
        sectorOrder.itemsOf(PAGE),
        (sectorId) => (ticketsBySector.has(sectorId) ? ticketOrder.itemsOf(sectorId) : treeFailed ? 'failed' : 'loading'),
        (ticketId) => lotOrder.itemsOf(ticketId),
      ),
    [sectorOrder, ticketOrder, lotOrder, ticketsBySector, treeFailed],
  );
  // The row of the item being dragged stays drawn while the page scrolls away from it.
  const [sectorDragged, ticketDragged, lotDragged] = [sectorOrder.dragged, ticketOrder.dragged, lotOrder.dragged];
  const dragged = useCallback((): string[] => {
    const sector = sectorDragged();
    const ticket = ticketDragged();
    const lot = lotDragged();
    if (sector) return [gripRowKey.sector(sector.id)];
    if (ticket) return [gripRowKey.ticket(ticket.id)];
    return lot ? [gripRowKey.lot(lot.id)] : [];
  }, [sectorDragged, ticketDragged, lotDragged]);

  const renderRow = (row: SalesRow, place: RowPlace) => {
    switch (row.kind) {
      case 'sector':
        return <SectorHeaderRow row={row} {...place} />;
      case 'loading':
        return <SectorLoadingRow {...place} />;
      case 'noTickets':
        return <NoTicketsRow {...place} />;
      case 'ticket':
        return <TicketHeaderRow row={row} {...place} />;
      case 'lot':
        return <LotRow row={row} list={lotOrder.handleOf(String(row.ticket.id))} {...place} />;
      case 'noLots':
        return <NoLotsRow row={row} {...place} />;
    }
  };
  const renderGroup = (key: string, { top, height }: GroupPlace, children: ReactNode) => {
    const group = groups.get(key)!;
    switch (group.kind) {
      case 'sector':
        return (
          <SectorGroup sector={group.sector} list={sectorOrder.handleOf(PAGE)} position={group.position} size={group.size} top={top} height={height}>
            {children}
          </SectorGroup>
        );
      case 'ticket':
        return (
          <TicketGroup ticket={group.ticket} list={ticketOrder.handleOf(String(group.ticket.sectorId))} position={group.position} size={group.size} top={top} height={height}>
            {children}
          </TicketGroup>
        );
      default:
        return (
          <div role="list" aria-label={translate(`resources.${group.kind}.name`, { smart_count: 2 })} className="tree-group" style={{ top, height }}>
            {children}
          </div>
        );
    }
  };

  const [dialog, setDialog] = useState<{ open: boolean; current?: SalesDialog }>({ open: false });
  const [deleting, setDeleting] = useState<Deleting | undefined>();
  // The ticket whose actions panel is open; a stored one (spec 1 section 4) reopens it.
  const [selected, setSelected] = useState<RaRecord | null>(() => readStoredTicket(eventId));
  const selectedFresh = selected ? (ticketById.get(String(selected.id)) ?? selected) : null;

  // One value for the whole page: rows are memoised, and a new context value would re-render them all.
  const actions = useMemo<SalesTreeActions>(
    () => ({
      eventId,
      canEdit,
      canDelete,
      refresh,
      editSector: (record) => setDialog({ open: true, current: { kind: 'sector', record } }),
      deleteSector: (record) => setDeleting({ def: sectors, meta, record }),
      editTicket: (sectorId, record) => setDialog({ open: true, current: { kind: 'ticket', sectorId, record } }),
      deleteTicket: (record) => setDeleting({ def: tickets, meta: { eventId, sectorId: record.sectorId }, record }),
      openActions: (ticket) => setSelected(ticket),
      editLot: (ticket, record) => setDialog({ open: true, current: { kind: 'lot', ticket, record } }),
      deleteLot: (record) => setDeleting({ def: lots, meta: { eventId, sectorId: record.sectorId, ticketId: record.ticketId }, record }),
    }),
    [eventId, canEdit, canDelete, refresh, meta],
  );

  const close = () => setDialog((d) => ({ ...d, open: false }));
  const current = dialog.current;
  const error = sectorList.error ?? tree.error;
  const busy = sectorOrder.isBusy(PAGE);

  return (
    <SalesTreeContext.Provider value={actions}>
      <Box sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          {canEdit ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => actions.editSector()}>
              {translate('resources.sectors.actions.add')}
            </Button>
          ) : null}
        </Box>
        {error ? <LoadError error={error} onRetry={() => void Promise.all([sectorList.refetch(), tree.refetch()])} /> : null}
        {busy ? <LinearProgress aria-label={translate('app.ordering.saving')} sx={{ mb: 1 }} /> : null}
        {sectorList.isPending && !error ? (
          <SalesTreeSkeleton />
        ) : error && rows.length === 0 ? null : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {translate('resources.sectors.empty')}
          </Typography>
        ) : (
          <Stack spacing={2}>
            {/* Only the rows in sight are drawn; each sector is a list item holding its section. */}
            <TreeStyles>
              <VirtualTree
                role="list"
                aria-label={translate('resources.sectors.name', { smart_count: 2 })}
                rows={rows}
                estimateSize={estimateRowSize}
                renderRow={renderRow}
                renderGroup={renderGroup}
                pinned={dragged}
              />
            </TreeStyles>
            <ListPagination page={page} perPage={perPage} count={sectorRecords.length} total={sectorList.data?.total ?? 0} onPage={setPage} />
          </Stack>
        )}
      </Box>

      <SalesFormDialog eventId={eventId} current={current} open={dialog.open} onClose={close} onSaved={() => void refresh()} />
      <NestedDeleteDialog
        def={deleting?.def ?? sectors}
        meta={deleting?.meta ?? meta}
        record={deleting?.record}
        onClose={() => setDeleting(undefined)}
        onDeleted={() => void refresh()}
      />
      <TicketActionsPanel
        eventId={eventId}
        ticket={selectedFresh}
        onClose={() => {
          clearStoredTicket();
          setSelected(null);
        }}
        onChanged={(ticket) => {
          setSelected(ticket);
          void refresh();
        }}
      />
    </SalesTreeContext.Provider>
  );
}

export function SalesTree({ eventId }: { eventId: string }) {
  return (
    <OrderingProvider>
      <SalesTreeView eventId={eventId} />
    </OrderingProvider>
  );
}
