/**
 * What every nested list shows around its records, whatever draws them (a table in NestedList,
 * cards in NestedCardGrid): heading, search box when the definition has `list.search`, create
 * button, the query's error or progress, 'Mostrando X de Y itens', the create/edit dialog and
 * the delete confirmation. `useNestedListing` holds the state both read.
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../shared/definition';
import { SearchInput } from '../SearchInput';
import { ListPagination } from '../ListPagination';
import { LoadError } from '../LoadError';
import { NestedFormDialogOnDemand as NestedFormDialog } from './onDemand';
import { NestedDeleteDialog } from './NestedDeleteDialog';
import { useNestedListState } from './useNestedListState';
import { NestedListFilters, useNestedFilters } from './NestedListFilters';
import type { NestedMeta } from './useNestedMutations';

export function useNestedListing(def: ResourceDefinition, meta: NestedMeta, inAddress: boolean) {
  const state = useNestedListState(inAddress);
  const filters = useNestedFilters(def, inAddress);
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: def.name });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: def.name });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: def.name });
  // The record stays while the dialog closes, so its title and fields do not flip during the exit.
  const [dialog, setDialog] = useState<{ open: boolean; record?: RaRecord }>({ open: false });
  const [deleting, setDeleting] = useState<RaRecord | undefined>();
  const perPage = def.list.perPage;
  const query = useGetList(def.name, {
    pagination: { page: state.page, perPage },
    sort: def.list.sort,
    filter: { ...Object.fromEntries(Object.entries(filters.values as Record<string, string>).filter(([, v]) => v)), ...(state.search ? { search: state.search } : {}) },
    meta,
  });
  return {
    def,
    meta,
    state,
    filters,
    query,
    records: query.data ?? [],
    perPage,
    creatable: Boolean(def.permissions.create && canCreate),
    /** Opens the edit dialog of a record, when the user may edit. */
    edit: def.permissions.edit && canEdit ? (record: RaRecord) => setDialog({ open: true, record }) : undefined,
    /** Asks to delete a record, when the user may delete. */
    remove: def.permissions.delete && canDelete ? (record: RaRecord) => setDeleting(record) : undefined,
    dialog,
    setDialog,
    deleting,
    setDeleting,
  };
}

export type NestedListing = ReturnType<typeof useNestedListing>;

export interface NestedListFrameProps {
  listing: NestedListing;
  /** Catalogue keys: heading above the list, and the create button. */
  title?: string;
  createLabel: string;
  /** Inputs of the create/edit dialog in place of the definition's. */
  inputs?: ReactNode;
  /** The records, drawn by the caller (shown once loaded). */
  children: ReactNode;
  /** After a record was created, edited or removed here (a screen with figures of its own refreshes them). */
  onChanged?: () => void;
}

export function NestedListFrame({ listing, title, createLabel, inputs, children, onChanged }: NestedListFrameProps) {
  const translate = useTranslate();
  const { def, meta, state, query, records, perPage, dialog, setDialog, deleting, setDeleting } = listing;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        {title ? (
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {translate(title)}
          </Typography>
        ) : null}
        {def.list.search?.length ? (
          // The theme makes inputs full width: a bounded box keeps the create button on the same line.
          <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
            <SearchInput value={state.input} onChange={state.setInput} />
          </Box>
        ) : null}
        <NestedListFilters def={def} filters={listing.filters} />
        {listing.creatable ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ open: true })} sx={{ ml: title ? 0 : 'auto' }}>
            {translate(createLabel)}
          </Button>
        ) : null}
      </Box>
      {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending && !query.error ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : query.error && !records.length ? null : (
        <>
          {children}
          <ListPagination page={state.page} perPage={perPage} count={records.length} total={query.total ?? 0} onPage={state.setPage} />
        </>
      )}
      <NestedFormDialog
        def={def}
        meta={meta}
        open={dialog.open}
        record={dialog.record}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        inputs={inputs}
        onSaved={onChanged}
      />
      <NestedDeleteDialog def={def} meta={meta} record={deleting} onClose={() => setDeleting(undefined)} onDeleted={onChanged} />
    </Box>
  );
}
