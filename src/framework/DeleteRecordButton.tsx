/**
 * 'Remover' on a generated edit page, for a definition with `delete` that the user may use: the
 * definition's question first (`resources.<name>.dialogs.deleteTitle|deleteText`, which read the
 * record's fields), then the delete, its toast, and the list.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useCanAccess, useGetOne, useRedirect, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { routeOf, type ResourceDefinition } from '../shared/definition';
import { NestedDeleteDialog } from './nested/NestedDeleteDialog';

const NO_META = {};

export function DeleteRecordButton({ def, id }: { def: ResourceDefinition; id?: Identifier }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { canAccess } = useCanAccess({ action: 'delete', resource: def.name });
  // The edit page's own read of the record (same query): no second request.
  const { data: record } = useGetOne(def.name, { id: id ?? '' }, { enabled: Boolean(def.permissions.delete && id) });
  const [asked, setAsked] = useState<RaRecord>();
  if (!def.permissions.delete || !canAccess || !record) return null;
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setAsked(record)}>
        {translate('app.nested.delete')}
      </Button>
      <NestedDeleteDialog def={def} meta={NO_META} record={asked} onClose={() => setAsked(undefined)} onDeleted={() => redirect(routeOf(def))} />
    </>
  );
}
