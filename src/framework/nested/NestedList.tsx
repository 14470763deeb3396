/**
 * A nested resource's list inside its parent's screen (an event's affiliates, a group's items):
 * optional title and create button, search box when the definition has `list.search`, a table
 * of the definition's columns (or given ones) with edit and delete actions, the definition's
 * empty text, 'Mostrando X de Y itens' pagination, and the create/edit dialog and delete
 * confirmation. Every call carries the parent ids in `meta`. See docs/adding-a-resource.md.
 */
import { useState, type ReactNode } from 'react';
import {
  Alert, Box, Button, IconButton, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../definition';
import { FieldValue, fieldLabel } from '../FieldValue';
import { SearchInput } from '../SearchInput';
import { ListPagination } from '../ListPagination';
import { NestedFormDialog } from './NestedFormDialog';
import { NestedDeleteDialog } from './NestedDeleteDialog';
import { useNestedListState } from './useNestedListState';
import type { NestedMeta } from './useNestedMutations';

/** A column beyond the definition's fields (computed values, links, badges). */
export interface NestedColumn {
  key: string;
  /** Catalogue key of the header. */
  label: string;
  render: (record: RaRecord) => ReactNode;
}

export interface NestedListProps {
  def: ResourceDefinition;
  /** Parent ids of the path: { eventId } or { eventId, optionId }. */
  meta: NestedMeta;
  /** Keep search and page in the address query (default). False for lists repeated on a screen. */
  inAddress?: boolean;
  /** Field names (shown with FieldValue) or custom columns; default `def.list.columns`. */
  columns?: readonly (string | NestedColumn)[];
  /** Extra buttons of a row, before edit and delete. */
  actions?: (record: RaRecord) => ReactNode;
  /** Inputs of the create/edit dialog in place of the definition's. */
  inputs?: ReactNode;
  /** Catalogue keys: heading above the list, and the create button (default 'Novo'). */
  title?: string;
  createLabel?: string;
}

export function NestedList({ def, meta, inAddress = true, columns = def.list.columns, actions, inputs, title, createLabel = 'app.page.new' }: NestedListProps) {
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
  const cols = columns.map((c) =>
    typeof c === 'string' ? { key: c, label: fieldLabel(def, c), render: (r: RaRecord) => <FieldValue def={def} field={c} record={r} /> } : c,
  );
  const withActions = Boolean(actions || editable || deletable);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
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
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={translate(`resources.${def.name}.name`, { smart_count: 2 })}>
              <TableHead>
                <TableRow>
                  {cols.map((c) => (
                    <TableCell key={c.key}>{translate(c.label)}</TableCell>
                  ))}
                  {withActions ? <TableCell align="right">{translate('app.table.actions')}</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {records.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={cols.length + (withActions ? 1 : 0)} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                      {translate(def.messages?.empty ?? 'app.table.empty')}
                    </TableCell>
                  </TableRow>
                ) : (
                  records.map((record) => (
                    <TableRow key={record.id} hover>
                      {cols.map((c) => (
                        <TableCell key={c.key}>{c.render(record)}</TableCell>
                      ))}
                      {withActions ? (
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {actions?.(record)}
                          {editable ? (
                            <Tooltip title={translate('app.page.edit')}>
                              <IconButton size="small" aria-label={translate('app.page.edit')} onClick={() => setDialog({ open: true, record })}>
                                <Edit fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          ) : null}
                          {deletable ? (
                            <Tooltip title={translate('app.nested.delete')}>
                              <IconButton size="small" aria-label={translate('app.nested.delete')} onClick={() => setDeleting(record)}>
                                <DeleteOutline fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          ) : null}
                        </TableCell>
                      ) : null}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
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
