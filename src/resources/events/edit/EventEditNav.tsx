/**
 * Tabs between the event's page, its edit sub-pages and its sections; plain links, so the
 * unsaved-changes guard sees them. Sections whose paths share a first segment
 * ('advantages-and-services/affiliates', '.../coupons'...) are one tab, labelled by
 * `resources.events.sectionGroups.<segment>`, with their own row of tabs below while open:
 * the row stays readable as sections are added.
 */
import { Tab, Tabs } from '@mui/material';
import { Link, useTranslate, type Identifier } from 'react-admin';
import { EVENT_EDIT_PAGES } from '../publication';
import { eventPagePath, eventPath } from '../eventPaths';
import { EVENT_SECTIONS, type EventSection } from '../sections';
import { pageLabel } from './eventEditPages';

interface NavItem {
  /** The section's path, or the group's first segment. */
  value: string;
  label: string;
  sections: EventSection[];
}

/** Sections in registry order, those sharing a first segment gathered at the first one's place. */
function navItems(): NavItem[] {
  const items: NavItem[] = [];
  for (const section of EVENT_SECTIONS) {
    const [segment] = section.path.split('/');
    const peers = EVENT_SECTIONS.filter((s) => s.path.split('/')[0] === segment);
    if (peers.length < 2) items.push({ value: section.path, label: section.label, sections: [section] });
    else if (peers[0] === section) items.push({ value: segment, label: `resources.events.sectionGroups.${segment}`, sections: peers });
  }
  return items;
}

const NAV = navItems();
const tabsSx = { borderBottom: 1, borderColor: 'divider' };

/** `current` is 'overview', an edit page name, or a section path. */
export function EventEditNav({ id, current }: { id: Identifier; current: string }) {
  const translate = useTranslate();
  const group = NAV.find((item) => item.sections.length > 1 && item.sections.some((s) => s.path === current));
  const sectionLink = (section: EventSection) => `${eventPath(id)}/${section.path}`;
  return (
    <>
      <Tabs value={group ? group.value : current} variant="scrollable" scrollButtons="auto" aria-label={translate('resources.events.pages.nav')} sx={tabsSx}>
        <Tab value="overview" label={translate('resources.events.pages.overview')} component={Link} to={eventPath(id)} />
        {EVENT_EDIT_PAGES.map((page) => (
          <Tab key={page} value={page} label={translate(pageLabel(page))} component={Link} to={eventPagePath(id, page)} />
        ))}
        {NAV.map((item) => (
          <Tab key={item.value} value={item.value} label={translate(item.label)} component={Link} to={sectionLink(item.sections[0])} />
        ))}
      </Tabs>
      {group ? (
        <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={translate(group.label)} sx={tabsSx}>
          {group.sections.map((section) => (
            <Tab key={section.path} value={section.path} label={translate(section.label)} component={Link} to={sectionLink(section)} sx={{ minHeight: 40, py: 1 }} />
          ))}
        </Tabs>
      ) : null}
    </>
  );
}
