/**
 * A nested resource shown as cards in a responsive grid (an event's coupons): the same frame as
 * NestedList (search box when the definition has `list.search`, create button, empty text,
 * 'Mostrando X de Y itens', create/edit dialog and delete confirmation, `meta` on every call),
 * with each card drawn by the caller. `onEdit` / `onDelete` reach the card only when the
 * definition and the user's permissions allow them.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../shared/definition';
import { NestedListFrame, useNestedListing } from './NestedListFrame';
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
  const listing = useNestedListing(def, meta, inAddress);
  const { records, edit, remove } = listing;
  return (
    <NestedListFrame listing={listing} title={title} createLabel={createLabel} inputs={inputs}>
      {records.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate(def.messages?.empty ?? 'app.table.empty')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCardWidth}px), 1fr))` }}>
          {records.map((record) => (
            <Box key={record.id} sx={{ minWidth: 0, display: 'flex', '& > *': { flex: 1 } }}>
              {renderCard(record, {
                onEdit: edit ? () => edit(record) : undefined,
                onDelete: remove ? () => remove(record) : undefined,
              })}
            </Box>
          ))}
        </Box>
      )}
    </NestedListFrame>
  );
}
