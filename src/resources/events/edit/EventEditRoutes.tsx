/**
 * Everything under /events/{id} (the resource's edit route): the event's page and its edit
 * sub-pages /events/{id}/edit/<page>, behind the edit codes like the generated edit pages.
 */
import { Alert, Box, LinearProgress } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Authenticated, CanAccess, useDataProvider, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../framework/PageHeader';
import { RecordHistoryButton } from '../../../framework/history/RecordHistoryButton';
import { NoPermissionPage } from '../../../custom/NoPermissionPage';
import { events } from '../../../shared/resources/events/definition';
import { EVENT_EDIT_PAGES, type EventEditPage } from '../../../shared/resources/events/publication';
import { eventPath } from '../eventPaths';
import { EventEditNav } from './EventEditNav';
import { EventOverview } from './EventOverview';
import { useFocusFromHash } from './useFocusFromHash';
import { EVENT_PAGE_VIEWS, pageLabel } from './eventEditPages';
import { EVENT_SECTIONS, type EventSection } from '../sections';
import { prefetchSection } from '../sectionPrefetch';

function EventScreen({ record, page }: { record: RaRecord; page: EventEditPage | 'overview' }) {
  const translate = useTranslate();
  useFocusFromHash();
  const name = record.title?.trim() || translate('resources.events.card.noTitle');
  const View = page === 'overview' ? null : EVENT_PAGE_VIEWS[page];
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={page === 'overview' ? name : `${name} · ${translate(pageLabel(page))}`}
        backTo={page === 'overview' ? `/${events.name}` : eventPath(record.id)}
        actions={page === 'overview' ? <RecordHistoryButton resource={events.name} recordId={String(record.id)} /> : undefined}
      />
      <EventEditNav id={record.id} current={page} />
      {/* key: a new record id remounts the page's form instead of mixing two events. */}
      {View ? <View key={String(record.id)} record={record} /> : <EventOverview record={record} />}
    </Box>
  );
}

/** A section of the event (EVENT_SECTIONS): the same header and tabs, the section's view below. */
function SectionScreen({ record, section }: { record: RaRecord; section: EventSection }) {
  const translate = useTranslate();
  const name = record.title?.trim() || translate('resources.events.card.noTitle');
  const View = section.view;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={`${name} · ${translate(section.label)}`} backTo={eventPath(record.id)} />
      <EventEditNav id={record.id} current={section.path} />
      <View key={String(record.id)} record={record} />
    </Box>
  );
}

function SubPage({ record }: { record: RaRecord }) {
  const { page } = useParams();
  if (!EVENT_EDIT_PAGES.includes(page as EventEditPage)) return <Navigate to={eventPath(record.id)} replace />;
  return <EventScreen record={record} page={page as EventEditPage} />;
}

/**
 * A section opened at its own address starts its reads now, beside the event's record (already
 * started by the admin's first load when the address was this page's: eventViews.tsx).
 */
function usePrefetchSection(eventId: string) {
  const { '*': rest = '' } = useParams();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    prefetchSection(rest, { eventId, search, queryClient, dataProvider });
  }, [eventId, rest, search, queryClient, dataProvider]);
}

function EventLoader() {
  const translate = useTranslate();
  const { id } = useParams();
  usePrefetchSection(id!);
  const { data: record, isPending, error } = useGetOne(events.name, { id: id! });
  if (error) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {(error as Error).message || translate('app.toast.queryError')}
      </Alert>
    );
  }
  if (isPending || !record) return <LinearProgress aria-label={translate('app.toast.loading')} />;
  return (
    <Routes>
      <Route index element={<EventScreen record={record} page="overview" />} />
      <Route path="edit/:page" element={<SubPage record={record} />} />
      {EVENT_SECTIONS.map((section) => (
        <Route key={section.path} path={`${section.path}/*`} element={<SectionScreen record={record} section={section} />} />
      ))}
      <Route path="*" element={<Navigate to={eventPath(record.id)} replace />} />
    </Routes>
  );
}

export function EventEditRoutes() {
  return (
    <Authenticated>
      <CanAccess action="edit" resource={events.name} accessDenied={<NoPermissionPage />}>
        <EventLoader />
      </CanAccess>
    </Authenticated>
  );
}
