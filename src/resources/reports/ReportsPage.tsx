/**
 * /reports (spec 1 section 2.1, 'Relatórios'): the business's events, the latest first, each with
 * its headline figures and a way into its reports; searched by title, 16 a page, both in the
 * address. Grey cards while a page loads, the server's message when it fails.
 */
import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import Assessment from '@mui/icons-material/Assessment';
import { Link, useTranslate } from 'react-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../framework/PageHeader';
import { SearchInput } from '../../framework/SearchInput';
import { ListPagination } from '../../framework/ListPagination';
import { LoadError } from '../../framework/LoadError';
import { useListLocation } from '../../framework/useListLocation';
import { formatDate } from '../../framework/dates';
import { EmptyState } from '../../custom/EmptyState';
import type { EventReportHeader } from '../../shared/reports/types';
import { eventPath } from '../events/eventPaths';
import { useReportCalls } from './reportCalls';
import { useReportAccess } from './useReport';
import { count, money } from './reportFormat';

export const REPORTS_PER_PAGE = 16;
const P = 'resources.reports.page.';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

function EventCard({ e }: { e: EventReportHeader }) {
  const translate = useTranslate();
  const f = e.figures;
  const title = e.title?.trim() || translate('resources.events.card.noTitle');
  const where = [e.city, e.state].filter(Boolean).join(' · ');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {e.isDraft ? <Chip size="small" label={translate('resources.events.card.draft')} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[e.startAt ? formatDate(e.startAt) : translate(`${P}noDate`), where].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Fact label={translate(`${P}sold`)} value={translate(`${P}ofPlaces`, { sold: count(f.sold), places: count(f.places) })} />
        <Fact label={translate(`${P}checkedIn`)} value={count(f.checkedIn)} />
        <Fact label={translate('resources.reports.line.gross')} value={money(f.gross)} />
        <Fact label={translate('resources.reports.line.net')} value={money(f.net)} />
      </Box>
      <Button component={Link} to={`${eventPath(e.id)}/reports/summary`} variant="outlined" startIcon={<Assessment />} aria-label={translate(`${P}open`, { title })}>
        {translate(`${P}openShort`)}
      </Button>
    </Paper>
  );
}

const grid = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' } };

export default function ReportsPage() {
  const translate = useTranslate();
  const calls = useReportCalls();
  const allowed = useReportAccess('list') === true;
  const { search, page, input, setInput, setPage } = useListLocation();
  const query = useQuery({
    queryKey: ['reports', 'events', search, page],
    queryFn: () => calls.eventReportHeaders({ page, limit: REPORTS_PER_PAGE, search: search || undefined }),
    enabled: allowed,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('menu.reports')} />
      <Box sx={{ mb: 2 }}>
        <SearchInput value={input} onChange={setInput} />
      </Box>
      {query.error ? <LoadError error={query.error} fallback="resources.reports.loadError" onRetry={() => void query.refetch()} /> : null}
      {!query.data ? (
        query.error ? null : (
          <Box component="ul" sx={grid} aria-busy="true" aria-label={translate('app.toast.loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} component="li" variant="rounded" height={220} />
            ))}
          </Box>
        )
      ) : rows.length === 0 ? (
        <EmptyState message={`${P}empty`} />
      ) : (
        <>
          <Box component="ul" sx={grid} aria-label={translate(`${P}list`)}>
            {rows.map((e) => (
              <EventCard key={e.id} e={e} />
            ))}
          </Box>
          <ListPagination page={page} perPage={REPORTS_PER_PAGE} count={rows.length} total={query.data.total} onPage={setPage} />
        </>
      )}
    </Box>
  );
}
