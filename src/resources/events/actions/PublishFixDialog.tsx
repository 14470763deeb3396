/** What blocks a publication: one line per failing field, each linking to the page that fixes it. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link, useTranslate, type Identifier } from 'react-admin';
import { eventFieldPath } from '../eventPaths';
import { useOpenedOnce } from '../../../framework/useOpenedOnce';
import type { PublicationIssue } from './useEventActions';

export interface PublishFixDialogProps {
  eventId: Identifier;
  issues: PublicationIssue[] | null;
  onClose: () => void;
}

export function PublishFixDialog({ eventId, issues, onClose }: PublishFixDialogProps) {
  const translate = useTranslate();
  const titleId = `publish-fix-${eventId}`;
  const opened = useOpenedOnce(Boolean(issues));
  if (!opened) return null;
  return (
    <Dialog open={Boolean(issues)} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('resources.events.dialogs.publishFix.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('resources.events.dialogs.publishFix.text')}</DialogContentText>
        <List dense aria-label={translate('resources.events.dialogs.publishFix.title')}>
          {(issues ?? []).map((issue) => (
            <ListItem key={issue.field} disablePadding>
              <ListItemButton component={Link} to={eventFieldPath(eventId, issue.field)} onClick={onClose}>
                <ListItemText
                  primary={translate(`resources.events.publication.${issue.field}`)}
                  secondary={translate(issue.message, { _: issue.message })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
