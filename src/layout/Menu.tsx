/**
 * The side menu of spec 1 section 2.1 as a navigation landmark of links. react-admin's sidebar
 * shows it labelled when open and as an icon rail (tooltips carry the labels) when closed;
 * on mobile it is a temporary drawer that closes after a choice.
 */
import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { Link, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { iconFor } from './icons';
import { useAccessContext } from './useAccessContext';
import { visibleEntries } from './visibleEntries';
import { useResources } from '../framework/ResourcesContext';

export function Menu() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { pathname } = useLocation();
  const entries = visibleEntries(useAccessContext(), useResources());

  return (
    <List component="nav" aria-label={translate('app.layout.mainMenu')} dense sx={{ py: 1 }}>
      {entries.map((entry) => {
        const Icon = iconFor(entry.icon);
        const label = translate(entry.label ?? `menu.${entry.key}`, { smart_count: 2 });
        const active = pathname === entry.route || pathname.startsWith(`${entry.route}/`);
        const item = (
          <ListItemButton
            key={entry.key}
            component={Link}
            to={entry.route}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={() => isPhone && setOpen(false)}
            sx={{ minHeight: 44 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
          </ListItemButton>
        );
        // A tooltip only on the icon rail, where the label is hidden: twenty of them cost the first render.
        return open ? (
          item
        ) : (
          <Tooltip key={entry.key} title={label} placement="right">
            {item}
          </Tooltip>
        );
      })}
    </List>
  );
}
