/**
 * Tabs between the event's page, its edit sub-pages and its sections; plain links, so the
 * unsaved-changes guard sees them. Screens whose paths share a first segment (the edit pages
 * under 'edit/', the sections under 'advantages-and-services/') are one tab, labelled by
 * `resources.events.sectionGroups.<segment>`, with their own row of tabs below while open:
 * the first row fits a laptop screen and stays readable as sections are added.
 */
import { useMemo, type ReactNode } from 'react';
import { Tab, Tabs } from '@mui/material';
import { Link, useTranslate, type Identifier } from 'react-admin';
import { EVENT_EDIT_PAGES } from '../../../shared/resources/events/publication';
import { eventPath } from '../eventPaths';
import { EVENT_SECTIONS } from '../sections';
import { pageLabel } from './eventEditPages';
import { useTabsFit } from '../../../framework/useTabsFit';
import { useAccessContext } from '../../../layout/useAccessContext';
import type { AccessContext } from '../../../shared/permissions';

interface Screen {
  /** What the screen passes as `current`: 'overview', an edit page name or a section path. */
  value: string;
  /** Its path under /events/{id} ('' for the overview). */
  path: string;
  label: string;
  canSee?: (ctx: AccessContext) => boolean;
}

interface NavItem {
  /** The screen's value, or the group's first segment. */
  value: string;
  label: string;
  screens: Screen[];
}

const SCREENS: readonly Screen[] = [
  { value: 'overview', path: '', label: 'resources.events.pages.overview' },
  ...EVENT_EDIT_PAGES.map((page) => ({ value: page, path: `edit/${page}`, label: pageLabel(page) })),
  ...EVENT_SECTIONS.map((s) => ({ value: s.path, path: s.path, label: s.label, canSee: s.canSee })),
];

/** Screens in order, those sharing a first segment gathered at the first one's place. */
function navItems(screens: readonly Screen[]): NavItem[] {
  const segmentOf = (screen: Screen) => (screen.path.includes('/') ? screen.path.split('/')[0] : null);
  const items: NavItem[] = [];
  for (const screen of screens) {
    const segment = segmentOf(screen);
    const peers = segment ? screens.filter((s) => segmentOf(s) === segment) : [screen];
    if (peers.length < 2) items.push({ value: screen.value, label: screen.label, screens: [screen] });
    else if (peers[0] === screen) items.push({ value: segment!, label: `resources.events.sectionGroups.${segment}`, screens: peers });
  }
  return items;
}

const tabsSx = { borderBottom: 1, borderColor: 'divider' };
// 8 px a side instead of MUI's 16: the ten tabs fit a 1366 px laptop beside the menu.
const tabSx = { px: 1, minWidth: 0 };

/** A row of tabs with arrows only when its tabs do not fit (useTabsFit). */
function NavRow({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  const { ref, fits } = useTabsFit();
  return (
    // allowScrollButtonsMobile: MUI hides the arrows below 600 px, where a phone then showed 'RAL' of 'VISÃO GERAL'.
    <Tabs ref={ref} value={value} variant="scrollable" scrollButtons={fits ? false : 'auto'} allowScrollButtonsMobile aria-label={label} sx={tabsSx}>
      {children}
    </Tabs>
  );
}

export function EventEditNav({ id, current }: { id: Identifier; current: string }) {
  const translate = useTranslate();
  const ctx = useAccessContext();
  // Screens the user may not open (the reports) have no tab; theirs appear once the profile has loaded.
  const nav = useMemo(() => navItems(SCREENS.filter((s) => !s.canSee || (ctx !== undefined && s.canSee(ctx)))), [ctx]);
  const group = nav.find((item) => item.screens.length > 1 && item.screens.some((s) => s.value === current));
  const link = (screen: Screen) => (screen.path ? `${eventPath(id)}/${screen.path}` : eventPath(id));
  return (
    <>
      <NavRow value={group ? group.value : current} label={translate('resources.events.pages.nav')}>
        {nav.map((item) => (
          <Tab key={item.value} value={item.value} label={translate(item.label)} component={Link} to={link(item.screens[0])} sx={tabSx} />
        ))}
      </NavRow>
      {group ? (
        // Keyed by group: another group's row is a new row, measured with its own tabs.
        <NavRow key={group.value} value={current} label={translate(group.label)}>
          {group.screens.map((screen) => (
            <Tab key={screen.value} value={screen.value} label={translate(screen.label)} component={Link} to={link(screen)} sx={{ ...tabSx, minHeight: 40, py: 1 }} />
          ))}
        </NavRow>
      ) : null}
    </>
  );
}
