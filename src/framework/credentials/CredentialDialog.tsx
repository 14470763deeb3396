/**
 * Shows a credential the server just made (a validator's access code), the only time it can be
 * read: large, in groups of four, with a copy button, and a warning that it will not be shown again.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../clipboard/CopyButton';
import { groupsOfFour } from './hashedFields';

export interface CredentialDialogProps {
  /** The credential in clear; the dialog is open while there is one. */
  value: string | null;
  /** Catalogue key of the credential's name (its field label). */
  label: string;
  onClose: () => void;
}

export function CredentialDialog({ value, label, onClose }: CredentialDialogProps) {
  const translate = useTranslate();
  const titleId = 'credential-dialog-title';
  const text = value ? groupsOfFour(value) : '';
  return (
    // Only its button closes it: a stray click or Escape would lose a value that cannot be shown again.
    <Dialog open={Boolean(value)} disableEscapeKeyDown aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate(label)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, my: 1 }}>
          <Typography component="p" data-testid="credential-value" sx={{ fontFamily: 'monospace', fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 700, letterSpacing: 1 }}>
            {text}
          </Typography>
          <CopyButton text={text} copiedLabel="app.credentials.copied" />
        </Box>
        <Alert severity="warning">{translate('app.credentials.shownOnce')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('app.credentials.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
