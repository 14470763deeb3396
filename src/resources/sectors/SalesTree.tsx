/**
 * /events/{id}/sectors-and-sales/sectors (spec 1 sections 2.3, 4, 7): the event's sectors
 * (20 a page, `page` in the address), each with its tickets and each ticket's lots, all
 * reordered by dragging; the sector, ticket and lot dialogs; the ticket actions panel.
 */
import { useCallback, useMemo, useState } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { NestedDeleteDialog, NestedFormDialog } from '../../framework/nested';
import { LoadError } from '../../framework/LoadError';
import { ListPagination } from '../../framework/ListPagination';
import { useListLocation } from '../../framework/useListLocation';
import { OrderingProvider, useSortableList } from '../../framework/ordering';
import type { ResourceDefinition } from '../../shared/definition';
import { sectors } from '../../shared/resources/sectors/definition';
import { tickets } from '../../shared/resources/tickets/definition';
import { lots } from '../../shared/resources/lots/definition';
import { TicketInputs } from '../tickets/TicketInputs';
import { LotInputs } from '../lots/LotInputs';
import { TicketActionsPanel } from '../tickets/actions/TicketActionsPanel';
import { clearStoredTicket, readStoredTicket } from '../tickets/actions/storedTicket';
import { SectorCard } from './SectorCard';
import { salesApi, TREE_KEY, type LotRecord, type TicketRecord } from './salesApi';
import { SalesTreeContext, type SalesTreeActions } from './salesTreeContext';

type Dialog =
  | { kind: 'sector'; record?: RaRecord }
  | { kind: 'ticket'; sectorId: string; record?: TicketRecord }
  | { kind: 'lot'; ticket: TicketRecord; record?: LotRecord };

const NO_TICKETS: TicketRecord[] = [];

type Deleting = { def: ResourceDefinition; meta: Record<string, unknown>; record: RaRecord };

function SalesTreeView({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { page, setPage } = useListLocation();
  const perPage = sectors.list.perPage;
  const meta = useMemo(() => ({ eventId }), [eventId]);
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: sectors.name });
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete', resource: sectors.name });

  const sectorList = useGetList(sectors.name, { pagination: { page, perPage }, sort: sectors.list.sort, meta });
  const sectorRecords = useMemo(() => sectorList.data ?? [], [sectorList.data]);
  const sectorIds = sectorRecords.map((s) => String(s.id));
  const tree = useQuery({
    queryKey: [TREE_KEY, 'tree', eventId, sectorIds.join(',')],
    queryFn: () => salesApi.tree(eventId, sectorIds),
    enabled: sectorIds.length > 0,
    // A new page or sector keeps the tickets already drawn instead of flashing every sector empty.
    placeholderData: keepPreviousData,
  });
  // Until the first answer a sector's tickets are unknown, not absent: no 'Nenhum ingresso' yet.
  const ticketsLoading = tree.isPending && !tree.error;
  const ticketsBySector = useMemo(() => {
    const out = new Map<string, TicketRecord[]>();
    for (const t of tree.data ?? []) out.set(t.sectorId, [...(out.get(t.sectorId) ?? []), t]);
    return out;
  }, [tree.data]);

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [sectors.name] }),
      queryClient.invalidateQueries({ queryKey: [TREE_KEY] }),
    ]);
  }, [queryClient]);

  const sectorOrder = useSortableList<RaRecord>(
    sectorRecords,
    async (id, index) => {
      await salesApi.order(sectors, meta, id, (page - 1) * perPage + index);
      await refresh();
    },
    () => notify('resources.sectors.reorderError', { type: 'error' }),
  );

  const [dialog, setDialog] = useState<{ open: boolean; current?: Dialog }>({ open: false });
  const [deleting, setDeleting] = useState<Deleting | undefined>();
  // The ticket whose actions panel is open; a stored one (spec 1 section 4) reopens it.
  const [selected, setSelected] = useState<RaRecord | null>(() => readStoredTicket(eventId));
  const selectedFresh = selected ? ((tree.data ?? []).find((t) => t.id === selected.id) ?? selected) : null;

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
  const busy = sectorOrder.busy;

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
          <LinearProgress aria-label={translate('app.toast.loading')} />
        ) : error && sectorOrder.items.length === 0 ? null : sectorOrder.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {translate('resources.sectors.empty')}
          </Typography>
        ) : (
          <Stack spacing={2}>
            {/* Each sector is a list item holding its section; the pagination is not one of them. */}
            <Stack spacing={2} role="list" aria-label={translate('resources.sectors.name', { smart_count: 2 })}>
              {sectorOrder.items.map((sector) => (
                <div role="listitem" key={String(sector.id)}>
                  <SectorCard
                    sector={sector}
                    tickets={ticketsBySector.get(String(sector.id)) ?? NO_TICKETS}
                    ticketsLoading={ticketsLoading}
                    list={sectorOrder.handle}
                  />
                </div>
              ))}
            </Stack>
            <ListPagination page={page} perPage={perPage} count={sectorRecords.length} total={sectorList.total ?? 0} onPage={setPage} />
          </Stack>
        )}
      </Box>

      {current?.kind === 'sector' ? (
        <NestedFormDialog def={sectors} meta={meta} open={dialog.open} record={current.record} onClose={close} onSaved={() => void refresh()} />
      ) : null}
      {current?.kind === 'ticket' ? (
        <NestedFormDialog
          def={tickets}
          meta={{ eventId, sectorId: current.sectorId }}
          open={dialog.open}
          record={current.record}
          onClose={close}
          onSaved={() => void refresh()}
          inputs={<TicketInputs />}
        />
      ) : null}
      {current?.kind === 'lot' ? (
        <NestedFormDialog
          def={lots}
          meta={{ eventId, sectorId: current.ticket.sectorId, ticketId: current.ticket.id }}
          open={dialog.open}
          record={current.record}
          onClose={close}
          onSaved={() => void refresh()}
          inputs={<LotInputs eventId={eventId} />}
        />
      ) : null}
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
