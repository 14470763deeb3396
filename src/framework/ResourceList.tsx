/**
 * The generated list page: header with 'Novo', search kept in the address query,
 * a table on desktop and cards on mobile, and 'Mostrando X de Y itens' pagination.
 */
import { Box, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { usePageAccess } from './usePageAccess';
import { hasShowPage, routeOf, type ResourceDefinition } from '../shared/definition';
import { PageHeader } from './PageHeader';
import { SearchInput } from './SearchInput';
import { ResourceTable } from './ResourceTable';
import { ResourceCards } from './ResourceCards';
import { ListPagination } from './ListPagination';
import { useListLocation } from './useListLocation';
import { LoadError } from './LoadError';
import { generatedListParams } from './listParams';

export interface ResourceListProps {
  def: ResourceDefinition;
  /** Parent ids of a nested path ('/events/:eventId/sectors'). */
  meta?: Record<string, unknown>;
}

export function ResourceList({ def, meta }: ResourceListProps) {
  const translate = useTranslate();
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { allowed } = usePageAccess('list', def.name);
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: def.name });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: def.name });
  const { canAccess: canShow } = useCanAccess({ action: 'show', resource: def.name });
  const { search, page, input, setInput, setPage } = useListLocation();
  const perPage = def.list.perPage;

  const { data, total, isPending, error, refetch } = useGetList(def.name, { ...generatedListParams(def, { search, page }), meta }, { enabled: allowed });

  const records = data ?? [];
  const View = isMobile ? ResourceCards : ResourceTable;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={translate(`resources.${def.name}.name`, { smart_count: 2 })}
        createTo={def.permissions.create && canCreate ? `${routeOf(def)}/create` : undefined}
      />
      {def.list.search?.length ? (
        <Box sx={{ mb: 2 }}>
          <SearchInput value={input} onChange={setInput} />
        </Box>
      ) : null}
      {error ? <LoadError error={error} fallback={`resources.${def.name}.loadError`} onRetry={() => void refetch()} /> : null}
      {isPending && !error ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : error && !records.length ? null : (
        <>
          <View def={def} records={records} canEdit={Boolean(def.permissions.edit && canEdit)} canShow={hasShowPage(def) && Boolean(canShow)} />
          <ListPagination page={page} perPage={perPage} count={records.length} total={total ?? 0} onPage={setPage} />
        </>
      )}
    </Box>
  );
}
