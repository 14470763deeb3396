/**
 * The card's edit link (spec 1 section 6): @ALL, @EVENTS.MODIFY or @PRODUCER follow it to
 * /events/{id}; anyone else gets an inert icon whose tooltip says why.
 */
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useTranslate, type Identifier } from 'react-admin';
import { eventPath } from '../eventPaths';

export function EventEditLink({ id, allowed }: { id: Identifier; allowed: boolean }) {
  const translate = useTranslate();
  if (allowed) {
    const label = translate('resources.events.actions.edit');
    return (
      <Tooltip title={label}>
        <IconButton component={Link} to={eventPath(id)} aria-label={label} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={translate('resources.events.actions.editDenied')}>
      {/* A focusable span: a disabled button would never show its tooltip. */}
      <IconButton component="span" role="link" aria-disabled="true" tabIndex={0} size="small" disableRipple sx={{ color: 'action.disabled', cursor: 'not-allowed' }}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
