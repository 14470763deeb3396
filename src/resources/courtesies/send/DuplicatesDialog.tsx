/**
 * The duplicate-courtesy warning (spec 1 sections 2.3, 4, 9): the contacts the server reported
 * as already served, in a list at most 24 spacing units high that scrolls, with 'Cancelar' and
 * 'Enviar mesmo assim' (the page resubmits only these with force).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../framework/dates';
import type { AlreadySent } from './courtesySendApi';

export function DuplicatesDialog({ items, busy, onCancel, onForce }: { items: AlreadySent[] | null; busy: boolean; onCancel: () => void; onForce: () => void }) {
  const translate = useTranslate();
  const titleId = 'courtesy-duplicates-title';
  return (
    <Dialog open={Boolean(items)} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('resources.courtesies.send.duplicates.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('resources.courtesies.send.duplicates.text')}</DialogContentText>
        <List
          dense
          data-testid="duplicates-list"
          aria-label={translate('resources.courtesies.send.duplicates.title')}
          sx={{ maxHeight: (theme) => theme.spacing(24), overflowY: 'auto', mt: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {(items ?? []).map((item) => (
            <ListItem key={item.courtesyId} divider>
              <ListItemText
                primary={item.contact}
                secondary={translate('resources.courtesies.send.duplicates.sentAt', { date: formatDateTime(item.createdAt) })}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('app.dialog.cancel')}
        </Button>
        <Button onClick={onForce} variant="contained" color="warning" disabled={busy}>
          {translate('resources.courtesies.send.duplicates.force')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
