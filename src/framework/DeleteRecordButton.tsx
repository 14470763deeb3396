/**
 * 'Remover' in a generated edit form's toolbar, for a definition with `delete` that the user may
 * use: the definition's question first (`resources.<name>.dialogs.deleteTitle|deleteText`, which
 * read the record's fields), then the delete, its toast, and the list. It reads the record the
 * edit page loaded (its context), never asking for it again.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useCanAccess, useRecordContext, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { routeOf, type ResourceDefinition } from '../shared/definition';
import { NestedDeleteDialog } from './nested/NestedDeleteDialog';

const NO_META = {};

export function DeleteRecordButton({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { canAccess } = useCanAccess({ action: 'delete', resource: def.name });
  const record = useRecordContext();
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
