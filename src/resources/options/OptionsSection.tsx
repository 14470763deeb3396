/**
 * /events/{id}/advantages-and-services/options (spec 1 sections 2.3, 7): the event's option
 * groups, each with its items; dialogs to create or edit a group, create or edit an item
 * (value only when the type changes the price) and to delete an item or a group.
 */
import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { NestedDeleteDialog, NestedFormDialog } from '../../framework/nested';
import { ListPagination } from '../../framework/ListPagination';
import { useListLocation } from '../../framework/useListLocation';
import { options } from '../../shared/resources/options/definition';
import { OptionGroupCard } from './OptionGroupCard';
import { OptionGroupInputs } from './OptionGroupInputs';

export default function OptionsSection({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const meta = { eventId: record.id };
  const { page, setPage } = useListLocation();
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: options.name });
  const [dialog, setDialog] = useState<{ open: boolean; group?: RaRecord }>({ open: false });
  const [deleting, setDeleting] = useState<RaRecord | undefined>();
  const perPage = options.list.perPage;
  const { data, total, isPending, error } = useGetList(options.name, { pagination: { page, perPage }, sort: options.list.sort, meta });
  const groups = data ?? [];

  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        {canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ open: true })}>
            {translate('resources.options.actions.add')}
          </Button>
        ) : null}
      </Box>
      {error ? <Alert severity="error">{(error as Error).message || translate('app.toast.queryError')}</Alert> : null}
      {isPending && !error ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('resources.options.empty')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {groups.map((group) => (
            <OptionGroupCard
              key={group.id}
              group={group}
              eventId={record.id}
              onEdit={() => setDialog({ open: true, group })}
              onDelete={() => setDeleting(group)}
            />
          ))}
          <ListPagination page={page} perPage={perPage} count={groups.length} total={total ?? 0} onPage={setPage} />
        </Stack>
      )}
      <NestedFormDialog
        def={options}
        meta={meta}
        open={dialog.open}
        record={dialog.group}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        inputs={<OptionGroupInputs />}
      />
      <NestedDeleteDialog def={options} meta={meta} record={deleting} onClose={() => setDeleting(undefined)} />
    </Box>
  );
}
