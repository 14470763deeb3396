/** Tabs between the event's page and its edit sub-pages; plain links, so the unsaved-changes guard sees them. */
import { Tab, Tabs } from '@mui/material';
import { Link, useTranslate, type Identifier } from 'react-admin';
import { EVENT_EDIT_PAGES, type EventEditPage } from '../publication';
import { eventPagePath, eventPath } from '../eventPaths';
import { pageLabel } from './eventEditPages';

export function EventEditNav({ id, current }: { id: Identifier; current: EventEditPage | 'overview' }) {
  const translate = useTranslate();
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={translate('resources.events.pages.nav')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="overview" label={translate('resources.events.pages.overview')} component={Link} to={eventPath(id)} />
      {EVENT_EDIT_PAGES.map((page) => (
        <Tab key={page} value={page} label={translate(pageLabel(page))} component={Link} to={eventPagePath(id, page)} />
      ))}
    </Tabs>
  );
}
