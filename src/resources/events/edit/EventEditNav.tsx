/** Tabs between the event's page, its edit sub-pages and its sections; plain links, so the unsaved-changes guard sees them. */
import { Tab, Tabs } from '@mui/material';
import { Link, useTranslate, type Identifier } from 'react-admin';
import { EVENT_EDIT_PAGES } from '../publication';
import { eventPagePath, eventPath } from '../eventPaths';
import { EVENT_SECTIONS } from '../sections';
import { pageLabel } from './eventEditPages';

/** `current` is 'overview', an edit page name, or a section path. */
export function EventEditNav({ id, current }: { id: Identifier; current: string }) {
  const translate = useTranslate();
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={translate('resources.events.pages.nav')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="overview" label={translate('resources.events.pages.overview')} component={Link} to={eventPath(id)} />
      {EVENT_EDIT_PAGES.map((page) => (
        <Tab key={page} value={page} label={translate(pageLabel(page))} component={Link} to={eventPagePath(id, page)} />
      ))}
      {EVENT_SECTIONS.map((section) => (
        <Tab key={section.path} value={section.path} label={translate(section.label)} component={Link} to={`${eventPath(id)}/${section.path}`} />
      ))}
    </Tabs>
  );
}
