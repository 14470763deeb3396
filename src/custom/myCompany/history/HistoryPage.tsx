/**
 * /my-company/history (issue 14): the business's history of changes, newest first, filtered by
 * person, resource and period (dd/mm/aaaa, São Paulo days), the filters kept in the address
 * (pessoa, recurso, de, ate, pagina). A table on a desktop, cards on a phone (HistoryEntries).
 */
import { Box, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../../framework/PageHeader';
import { DayInput } from '../../../framework/inputs/DayInput';
import { ListPagination } from '../../../framework/ListPagination';
import { useAddressParams } from '../../../framework/useAddressParams';
import { dayBoundary } from '../../../framework/dates';
import { HistoryEntries } from '../../../framework/history/HistoryEntries';
import { historyResourceLabel } from '../../../framework/history/historyValues';
import { useResources } from '../../../framework/ResourcesContext';
import { useHistoryApi } from '../../../dataProvider/historyCalls';
import { AUDIT_PER_PAGE } from '../../../shared/audit/access';

/** Core entities that custom routes record, beside the definitions. */
const CORE_RESOURCES = ['business', 'users', 'cashSessions', 'courtesies'];

export default function HistoryPage() {
  const translate = useTranslate();
  const api = useHistoryApi();
  const resources = useResources();
  const [params, update] = useAddressParams();
  const actorId = params.get('pessoa') ?? '';
  const resource = params.get('recurso') ?? '';
  const from = params.get('de') ?? '';
  const to = params.get('ate') ?? '';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const set = (name: string, value: string) =>
    update((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'pagina') next.delete('pagina');
    });

  const actors = useQuery({ queryKey: ['auditActors'], queryFn: () => api.auditActors() });
  const filters = {
    page,
    limit: AUDIT_PER_PAGE,
    actorId: actorId || undefined,
    resource: resource || undefined,
    startAt: from ? dayBoundary(from, 'start') : undefined,
    endAt: to ? dayBoundary(to, 'end') : undefined,
  };
  const list = useQuery({ queryKey: ['auditLog', filters], queryFn: () => api.auditLog(filters), placeholderData: keepPreviousData });
  const resourceChoices = [...resources.map((d) => d.name), ...CORE_RESOURCES]
    .map((name) => ({ name, label: historyResourceLabel(name, translate) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('history.title')} backTo="/my-company" />
      <Box role="search" aria-label={translate('history.filters.label')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, mb: 2 }}>
        <TextField select size="small" label={translate('history.filters.person')} value={actorId} onChange={(e) => set('pessoa', e.target.value)}>
          <MenuItem value="">{translate('history.filters.everyone')}</MenuItem>
          {(actors.data ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name ? `${a.name} (${a.email})` : a.email}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={translate('history.filters.resource')} value={resource} onChange={(e) => set('recurso', e.target.value)}>
          <MenuItem value="">{translate('history.filters.everything')}</MenuItem>
          {resourceChoices.map((r) => (
            <MenuItem key={r.name} value={r.name}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
        <DayInput label={translate('history.filters.from')} value={from} onChange={(day) => set('de', day)} />
        <DayInput label={translate('history.filters.to')} value={to} onChange={(day) => set('ate', day)} />
      </Box>
      {list.isFetching ? <LinearProgress /> : null}
      {list.isError ? <Typography color="error">{translate('history.loadError')}</Typography> : null}
      {list.data && !list.data.data.length ? <Typography sx={{ py: 3 }}>{translate('history.emptyList')}</Typography> : null}
      {list.data?.data.length ? (
        <>
          <HistoryEntries entries={list.data.data} />
          <ListPagination
            page={page}
            perPage={AUDIT_PER_PAGE}
            count={list.data.data.length}
            total={list.data.pagination.totalItems}
            onPage={(p) => set('pagina', p > 1 ? String(p) : '')}
          />
        </>
      ) : null}
    </Box>
  );
}
