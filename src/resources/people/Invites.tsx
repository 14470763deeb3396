/** Inviting a collaborator (e-mail and role) and the pending invites under the list, each revocable. */
import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import Cancel from '@mui/icons-material/Cancel';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../framework/ConfirmDialog';
import { IconAction } from '../../framework/IconAction';
import { useAccessContext } from '../../layout/useAccessContext';
import { canAccessResource } from '../../shared/permissions';
import { inviteAccess } from '../../shared/people/access';
import { inviteEmailError, roleIdError } from '../../shared/people/rules';
import { formatDate } from '../../shared/dateTime';
import { usePeopleApi, type Invite } from './peopleApi';
import { RolePicker } from './RolePicker';

const fieldErrors = (error: unknown) => (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};

export function InviteDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = usePeopleApi();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const e = inviteEmailError(email);
    if (e) found.email = translate(e);
    const r = roleIdError(roleId);
    if (r) found.roleId = translate(r);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const invite = await api.invite({ email: email.trim(), roleId });
      const key = invite.delivery === '@OUTBOX' ? 'people.invites.inOutbox' : invite.delivery === '@FAILED' ? 'people.invites.failed' : 'people.invites.sent';
      notify(key, { type: invite.delivery === '@FAILED' ? 'warning' : 'success', messageArgs: { email: invite.email } });
      void queryClient.invalidateQueries({ queryKey: ['invites'] });
      onClose();
    } catch (error) {
      const onFields = fieldErrors(error);
      if (Object.keys(onFields).length) setErrors(onFields);
      else notify((error as Error)?.message || 'people.invites.error', { type: 'error' });
      setSending(false);
    }
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="invite-dialog-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="invite-dialog-title">{translate('people.invites.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('people.invites.email')}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors(({ email: _, ...rest }) => rest);
              }}
              error={Boolean(errors.email)}
              helperText={errors.email}
              required
              autoFocus
            />
            <RolePicker label={translate('people.invites.role')} value={roleId} onChange={(id) => {
                setRoleId(id);
                setErrors(({ roleId: _, ...rest }) => rest);
              }} error={errors.roleId} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('people.invites.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export function PendingInvites() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = usePeopleApi();
  const ctx = useAccessContext();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const canList = Boolean(ctx && canAccessResource(inviteAccess, 'list', ctx));
  const canRevoke = Boolean(ctx && canAccessResource(inviteAccess, 'delete', ctx));
  const invites = useQuery({ queryKey: ['invites'], queryFn: () => api.invites(), enabled: canList });
  if (!canList) return null;
  const rows = invites.data?.data ?? [];

  async function revoke() {
    const invite = revoking!;
    setRevoking(null);
    try {
      await api.revokeInvite(invite.id);
      notify('people.invites.revoked', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['invites'] });
    } catch (error) {
      notify((error as Error)?.message || 'people.errors.generic', { type: 'error' });
    }
  }

  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="pending-invites-title">
      <Typography variant="h6" component="h2" id="pending-invites-title" sx={{ mb: 1 }}>
        {translate('people.invites.title')}
      </Typography>
      <Paper variant="outlined">
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('people.invites.empty')}
          </Typography>
        ) : (
          <List dense>
            {rows.map((invite) => (
              <ListItem
                key={invite.id}
                secondaryAction={
                  canRevoke ? <IconAction label={translate('people.invites.revoke', { email: invite.email })} icon={<Cancel fontSize="small" />} onClick={() => setRevoking(invite)} /> : null
                }
              >
                <ListItemText
                  primary={invite.email}
                  secondary={`${invite.role.name} · ${translate('people.invites.validUntil', { date: formatDate(invite.expiresAt) })}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 4 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {revoking ? (
        <ConfirmDialog
          open
          title="people.invites.revokeTitle"
          content={translate('people.invites.revokeText', { email: revoking.email })}
          confirmColor="error"
          onConfirm={() => void revoke()}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </Box>
  );
}
