/**
 * 'Despublicar evento' (spec 1 section 2.3), in two variants: 'card' (from the event card:
 * an illustration icon and room for the text) and 'compact' (from the event page: text only).
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { useOpenedOnce } from '../../../framework/useOpenedOnce';

export type UnpublishVariant = 'card' | 'compact';

export interface UnpublishDialogProps {
  open: boolean;
  variant?: UnpublishVariant;
  onConfirm: () => void;
  onClose: () => void;
}

export function UnpublishDialog({ open, variant = 'card', onConfirm, onClose }: UnpublishDialogProps) {
  const translate = useTranslate();
  const compact = variant === 'compact';
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="unpublish-title" maxWidth={compact ? 'xs' : 'sm'} fullWidth slotProps={{ paper: { 'data-variant': variant } as object }}>
      {compact ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
          <VisibilityOff color="warning" sx={{ fontSize: 56 }} aria-hidden />
        </Box>
      )}
      <DialogTitle id="unpublish-title" sx={compact ? undefined : { textAlign: 'center' }}>
        {translate('resources.events.dialogs.unpublish.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={compact ? undefined : { textAlign: 'center' }}>
          {translate('resources.events.dialogs.unpublish.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={compact ? undefined : { justifyContent: 'center', pb: 3 }}>
        <Button onClick={onClose} variant={compact ? 'text' : 'outlined'}>
          {translate('app.dialog.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="warning" autoFocus>
          {translate('resources.events.dialogs.unpublish.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
