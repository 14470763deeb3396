/**
 * /events (spec 1 section 2.3): a responsive grid of event cards, 16 a page, with search,
 * status and start-date filters kept in the address query and 'Mostrando X de Y itens'.
 */
import { Alert, Box, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { usePageAccess } from '../../../framework/usePageAccess';
import { PageHeader } from '../../../framework/PageHeader';
import { ListPagination } from '../../../framework/ListPagination';
import { useListLocation } from '../../../framework/useListLocation';
import { useQueryFilters } from '../../../framework/useQueryFilters';
import { useDeferredData, useInSightFirst } from '../../../framework/deferred';
import { events } from '../../../shared/resources/events/definition';
import { useEventPermissions } from '../eventPermissions';
import { EventCard, type EventRecord } from './EventCard';
import { EventCardSkeleton } from './EventCardSkeleton';
import { EventFilters, EVENT_FILTER_KEYS } from './EventFilters';
import { eventListParams } from './eventListParams';

const PER_PAGE = events.list.perPage; // 16, spec 1 section 9
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' } as const;

/**
 * The cards the window shows at once, counted generously: the grid as wide as the window less the
 * menu (md and up), its top 180 px down, each card its 16:9 image and 170 px of text and actions.
 */
export function cardsInSight(width = window.innerWidth, height = window.innerHeight): number {
  const grid = width - (width >= 900 ? 240 : 0) - 16;
  const columns = Math.max(1, Math.floor((grid + 16) / (260 + 16)));
  const card = ((grid - (columns - 1) * 16) / columns) * (9 / 16) + 170;
  return columns * Math.max(1, Math.ceil((height - 180) / (card + 16)));
}

export function EventList() {
  const translate = useTranslate();
  const { allowed } = usePageAccess('list', events.name);
  const { canEdit, canCreate } = useEventPermissions();
  const { search, page, input, setInput, setPage } = useListLocation();
  const { values, setFilter } = useQueryFilters(EVENT_FILTER_KEYS);

  const { data, total, isPending, error } = useGetList<EventRecord>(events.name, eventListParams({ search, page }, values), { enabled: allowed });
  // The cards are drawn as interruptible work once the answer is in (src/framework/deferred.tsx).
  const { shown, catchingUp } = useDeferredData(data);
  // What the window shows is committed and painted first; the cards below it in the next tasks.
  const pageRecords = shown ?? [];
  const records = useInSightFirst(pageRecords, cardsInSight());
  const loading = (isPending || (catchingUp && shown === undefined)) && !error;

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('resources.events.name', { smart_count: 2 })} createTo={canCreate ? `/${events.name}/create` : undefined} />
      <EventFilters search={input} onSearch={setInput} values={values} onFilter={setFilter} />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(error as Error).message || translate('app.toast.queryError')}
        </Alert>
      ) : null}
      {loading ? (
        <Box sx={GRID}>
          {Array.from({ length: 4 }, (_, i) => (
            <EventCardSkeleton key={i} />
          ))}
        </Box>
      ) : pageRecords.length === 0 ? (
        <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
          {translate('resources.events.empty')}
        </Typography>
      ) : (
        <Box sx={GRID}>
          {records.map((record) => (
            <EventCard key={record.id} record={record} canEdit={canEdit} />
          ))}
        </Box>
      )}
      {loading || isPending ? null : <ListPagination page={page} perPage={PER_PAGE} count={pageRecords.length} total={total ?? 0} onPage={setPage} />}
    </Box>
  );
}
