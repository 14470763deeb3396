/**
 * A nested resource shown as cards in a responsive grid (an event's coupons): the same frame as
 * NestedList (search box when the definition has `list.search`, create button, empty text,
 * 'Mostrando X de Y itens', create/edit dialog and delete confirmation, `meta` on every call),
 * with each card drawn by the caller. `onEdit` / `onDelete` reach the card only when the
 * definition and the user's permissions allow them.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../definition';
import { SearchInput } from '../SearchInput';
import { ListPagination } from '../ListPagination';
import { NestedFormDialog } from './NestedFormDialog';
import { NestedDeleteDialog } from './NestedDeleteDialog';
import { useNestedListState } from './useNestedListState';
import type { NestedMeta } from './useNestedMutations';

export interface CardActions {
  onEdit?: () => void;
  onDelete?: () => void;
}

export interface NestedCardGridProps {
  def: ResourceDefinition;
  meta: NestedMeta;
  renderCard: (record: RaRecord, actions: CardActions) => ReactNode;
  /** Keep search and page in the address query (default). */
  inAddress?: boolean;
  /** Inputs of the create/edit dialog in place of the definition's. */
  inputs?: ReactNode;
  /** Catalogue keys: heading above the grid, and the create button (default 'Novo'). */
  title?: string;
  createLabel?: string;
  /** Narrowest a card gets before the grid drops a column (px). */
  minCardWidth?: number;
}

export function NestedCardGrid({ def, meta, renderCard, inAddress = true, inputs, title, createLabel = 'app.page.new', minCardWidth = 260 }: NestedCardGridProps) {
  const translate = useTranslate();
  const { search, page, input, setInput, setPage } = useNestedListState(inAddress);
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: def.name });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: def.name });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: def.name });
  // The record stays while the dialog closes, so its title and fields do not flip during the exit.
  const [dialog, setDialog] = useState<{ open: boolean; record?: RaRecord }>({ open: false });
  const [deleting, setDeleting] = useState<RaRecord | undefined>();
  const perPage = def.list.perPage;
  const { data, total, isPending, error } = useGetList(def.name, {
    pagination: { page, perPage },
    sort: def.list.sort,
    filter: search ? { search } : {},
    meta,
  });
  const records = data ?? [];
  const editable = Boolean(def.permissions.edit && canEdit);
  const deletable = Boolean(def.permissions.delete && canDelete);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {title ? (
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {translate(title)}
          </Typography>
        ) : null}
        {def.list.search?.length ? <SearchInput value={input} onChange={setInput} /> : null}
        {def.permissions.create && canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ open: true })} sx={{ ml: title ? 0 : 'auto' }}>
            {translate(createLabel)}
          </Button>
        ) : null}
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(error as Error).message || translate('app.toast.queryError')}
        </Alert>
      ) : null}
      {isPending && !error ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : (
        <>
          {records.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {translate(def.messages?.empty ?? 'app.table.empty')}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCardWidth}px), 1fr))` }}>
              {records.map((record) => (
                <Box key={record.id} sx={{ minWidth: 0, display: 'flex', '& > *': { flex: 1 } }}>
                  {renderCard(record, {
                    onEdit: editable ? () => setDialog({ open: true, record }) : undefined,
                    onDelete: deletable ? () => setDeleting(record) : undefined,
                  })}
                </Box>
              ))}
            </Box>
          )}
          <ListPagination page={page} perPage={perPage} count={records.length} total={total ?? 0} onPage={setPage} />
        </>
      )}
      <NestedFormDialog
        def={def}
        meta={meta}
        open={dialog.open}
        record={dialog.record}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        inputs={inputs}
      />
      <NestedDeleteDialog def={def} meta={meta} record={deleting} onClose={() => setDeleting(undefined)} />
    </Box>
  );
}
