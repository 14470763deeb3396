/**
 * A nested resource's list inside its parent's screen (an event's affiliates, a group's items):
 * optional title and create button, search box when the definition has `list.search`, a table
 * of the definition's columns (or given ones) with edit and delete actions, the definition's
 * empty text, 'Mostrando X de Y itens' pagination, and the create/edit dialog and delete
 * confirmation. Every call carries the parent ids in `meta`. See docs/adding-a-resource.md.
 */
import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../shared/definition';
import { FieldValue } from '../FieldValue';
import { fieldLabel } from '../fields';
import { IconAction } from '../IconAction';
import { NestedListFrame, useNestedListing } from './NestedListFrame';
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
  /** After a record was created, edited or removed here. */
  onChanged?: () => void;
}

export function NestedList({ def, meta, inAddress = true, columns = def.list.columns, actions, inputs, title, createLabel = 'app.page.new', onChanged }: NestedListProps) {
  const translate = useTranslate();
  const listing = useNestedListing(def, meta, inAddress);
  const { records, edit, remove } = listing;
  const cols = columns.map((c) =>
    typeof c === 'string' ? { key: c, label: fieldLabel(def, c), render: (r: RaRecord) => <FieldValue def={def} field={c} record={r} /> } : c,
  );
  const withActions = Boolean(actions || edit || remove);

  return (
    <NestedListFrame listing={listing} title={title} createLabel={createLabel} inputs={inputs} onChanged={onChanged}>
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
                      {edit ? <IconAction label="app.page.edit" onClick={() => edit(record)} icon={<Edit fontSize="small" />} /> : null}
                      {remove ? <IconAction label="app.nested.delete" onClick={() => remove(record)} icon={<DeleteOutline fontSize="small" />} /> : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </NestedListFrame>
  );
}
