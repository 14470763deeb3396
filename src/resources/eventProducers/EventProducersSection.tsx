/**
 * /events/{id}/producers: the event's producers (12 a page, search kept in the address), the
 * add dialog and removal behind a confirmation. Buttons follow eventProducerAccess, the rule
 * the server applies.
 */
import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslate, type RaRecord } from 'react-admin';
import { useToastedCall } from '../../framework/useToastedCall';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { canAccessResource } from '../../shared/permissions';
import { useAccessContext } from '../../layout/useAccessContext';
import { ResourceTable } from '../../framework/ResourceTable';
import { ResourceCards } from '../../framework/ResourceCards';
import { ListPagination } from '../../framework/ListPagination';
import { SearchInput } from '../../framework/SearchInput';
import { ConfirmDialog } from '../../framework/ConfirmDialog';
import { useListLocation } from '../../framework/useListLocation';
import { NoPermissionPage } from '../../custom/NoPermissionPage';
import { producers } from '../../shared/resources/producers/definition';
import { eventProducerAccess, EVENT_PRODUCERS_PER_PAGE } from '../../shared/resources/eventProducers/access';
import { useEventProducersApi, type ProducerRecord } from './eventProducersApi';
import { AddProducerDialog } from './AddProducerDialog';
import { RemoveProducerButton } from './RemoveProducerButton';

export function EventProducersSection({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const run = useToastedCall();
  const api = useEventProducersApi();
  const client = useQueryClient();
  const ctx = useAccessContext();
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { search, page, input, setInput, setPage } = useListLocation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ProducerRecord | null>(null);
  const can = (action: 'list' | 'create' | 'delete') => Boolean(ctx && canAccessResource(eventProducerAccess, action, ctx));
  const key = ['eventProducers', record.id];

  const { data, isPending, error } = useQuery({
    queryKey: [...key, { page, search }],
    queryFn: () => api.list(record.id, { page, limit: EVENT_PRODUCERS_PER_PAGE, search }),
    enabled: Boolean(ctx) && can('list'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });

  const remove = async (producer: ProducerRecord) => {
    setRemoving(null);
    const { ok } = await run(() => api.remove(record.id, String(producer.producerId ?? producer.id)), {
      success: 'resources.eventProducers.removed',
      fallback: 'resources.eventProducers.removeError',
    });
    if (ok) await refresh();
  };

  if (ctx && !can('list')) return <NoPermissionPage />;
  const records = data?.data ?? [];
  const View = isMobile ? ResourceCards : ResourceTable;
  return (
    <Box sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <SearchInput value={input} onChange={setInput} />
        {can('create') ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {translate('resources.eventProducers.add')}
          </Button>
        ) : null}
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(error as Error).message || translate('resources.eventProducers.loadError')}
        </Alert>
      ) : null}
      {isPending && !error ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : (
        <>
          <View
            def={producers}
            records={records}
            canEdit={false}
            empty="resources.eventProducers.empty"
            actions={(p) => <RemoveProducerButton allowed={can('delete')} name={String(p.corporateName ?? '')} onClick={() => setRemoving(p)} />}
          />
          <ListPagination page={page} perPage={EVENT_PRODUCERS_PER_PAGE} count={records.length} total={data?.pagination.totalItems ?? 0} onPage={setPage} />
        </>
      )}
      <AddProducerDialog eventId={record.id} open={adding} onClose={() => setAdding(false)} onAdded={() => void refresh()} />
      <ConfirmDialog
        open={Boolean(removing)}
        title="resources.eventProducers.removeTitle"
        content="resources.eventProducers.removeContent"
        confirmColor="error"
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
