/**
 * /accreditations/{id}/users (spec 2 sections 2, 6, 8; docs/accreditation.md): the people who work
 * the accreditation's area. A list (avatar, name, e-mail, an Ativo/Inativo switch, 'Reenviar e-mail
 * de senha'), an add dialog that e-mails the new user the link to choose a password, 'Nenhum
 * credenciado' when there is none, 'Erro ao buscar usuários' when the list fails. Buttons follow
 * the caller's codes (src/shared/accreditation/usersAccess.ts), as the server does.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert, Avatar, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Link, List, ListItem,
  ListItemAvatar, ListItemText, Paper, Stack, Switch, TextField, Typography,
} from '@mui/material';
import PersonAdd from '@mui/icons-material/PersonAdd';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../framework/PageHeader';
import { LoadError } from '../../framework/LoadError';
import { useToastedCall } from '../../framework/useToastedCall';
import { EmptyState } from '../../custom/EmptyState';
import { useAccessContext } from '../../layout/useAccessContext';
import { canAccessResource } from '../../shared/permissions';
import { accreditationUserAccess } from '../../shared/accreditation/usersAccess';
import { emailError } from '../../shared/passwordRules';
import { personNameError } from '../../shared/people/rules';
import { useAccreditationUsersApi, type AccreditationUser } from './usersApi';

function AddUserDialog({ accreditationId, onClose }: { accreditationId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAccreditationUsersApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = (key: keyof typeof values) => (value: string) => {
    setValues({ ...values, [key]: value });
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    const name = personNameError(values.firstName);
    if (name) found.firstName = translate(name);
    const email = emailError(values.email);
    if (email) found.email = translate(email);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const user = await api.add(accreditationId, { firstName: values.firstName.trim(), lastName: values.lastName.trim() || undefined, email: values.email.trim() });
      notify('accreditationArea.users.created', { type: user.delivery === '@FAILED' ? 'warning' : 'success', messageArgs: { delivery: translate(`accreditationArea.users.delivery.${user.delivery}`) } });
      void queryClient.invalidateQueries({ queryKey: ['accreditationUsers', accreditationId] });
      onClose();
    } catch (error) {
      // The server's message first (its issue under the field too), else the spec's fallback.
      const onFields = (error as { body?: { errors?: Record<string, string> } })?.body?.errors ?? {};
      setErrors(onFields);
      setFailure((error as Error)?.message || translate('accreditationArea.users.createError'));
      setSending(false);
    }
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="add-user-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="add-user-title">{translate('accreditationArea.users.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{translate('accreditationArea.users.addText')}</DialogContentText>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField label={translate('accreditationArea.users.firstName')} value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} error={Boolean(errors.firstName)} helperText={errors.firstName} required autoFocus />
            <TextField label={translate('accreditationArea.users.lastName')} value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} error={Boolean(errors.lastName)} helperText={errors.lastName} />
            <TextField label={translate('accreditationArea.users.email')} type="email" autoComplete="off" value={values.email} onChange={(e) => set('email')(e.target.value)} error={Boolean(errors.email)} helperText={errors.email} required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('accreditationArea.users.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function UserRow({ user, accreditationId, canEdit, canResend }: { user: AccreditationUser; accreditationId: string; canEdit: boolean; canResend: boolean }) {
  const translate = useTranslate();
  const api = useAccreditationUsersApi();
  const notify = useNotify();
  const toasted = useToastedCall();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');

  async function toggle(isActive: boolean) {
    setBusy(true);
    const { ok } = await toasted(() => api.setActive(accreditationId, user.id, isActive), {
      success: isActive ? 'accreditationArea.users.activated' : 'accreditationArea.users.deactivated',
      fallback: 'accreditationArea.users.updateError',
    });
    if (ok) await queryClient.invalidateQueries({ queryKey: ['accreditationUsers', accreditationId] });
    setBusy(false);
  }

  /** The server says where the e-mail went (sent, in the outbox, failed). */
  async function resend() {
    setBusy(true);
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    try {
      const { message, delivery } = await api.resend(accreditationId, user.id);
      notify(message, { type: delivery === '@FAILED' ? 'warning' : 'success', messageArgs: { _: message } });
    } catch (error) {
      const message = (error as Error)?.message;
      notify(message || 'accreditationArea.users.resendError', { type: 'error', messageArgs: { _: message || undefined } });
    }
    setBusy(false);
  }

  const status = translate(user.isActive ? 'accreditationArea.users.active' : 'accreditationArea.users.inactive');
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemAvatar>
        <Avatar src={user.avatar ?? undefined} alt="">
          {user.firstName.slice(0, 1).toUpperCase()}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        sx={{ minWidth: 180, flex: '1 1 220px' }}
        primary={name}
        secondary={
          <>
            {user.email}
            {user.hasPassword ? null : (
              <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                {translate('accreditationArea.users.passwordPending')}
              </Typography>
            )}
          </>
        }
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {canEdit ? (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Switch checked={user.isActive} disabled={busy} onChange={(e) => void toggle(e.target.checked)} slotProps={{ input: { 'aria-label': translate('accreditationArea.users.activeLabel', { name }) } }} />
            <Typography variant="body2">{status}</Typography>
          </Box>
        ) : (
          <Chip size="small" color={user.isActive ? 'success' : 'default'} label={status} />
        )}
        {canResend ? (
          <Button size="small" startIcon={<ForwardToInbox />} disabled={busy} onClick={() => void resend()}>
            {translate('accreditationArea.users.resend')}
          </Button>
        ) : null}
      </Box>
    </ListItem>
  );
}

export default function AccreditationUsersPage() {
  const translate = useTranslate();
  const api = useAccreditationUsersApi();
  const { id: accreditationId = '' } = useParams();
  const ctx = useAccessContext();
  const can = (action: 'create' | 'edit') => Boolean(ctx && canAccessResource(accreditationUserAccess, action, ctx));
  const [adding, setAdding] = useState(false);
  const accreditation = useQuery({ queryKey: ['accreditations', 'getOne', { id: accreditationId }, 'users-page'], queryFn: () => api.accreditation(accreditationId) });
  const users = useQuery({ queryKey: ['accreditationUsers', accreditationId], queryFn: () => api.list(accreditationId) });

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader
        title={accreditation.data ? `${translate('accreditationArea.users.title')} · ${accreditation.data.name}` : translate('accreditationArea.users.title')}
        backTo={`/accreditations/${accreditationId}`}
        actions={
          can('create') ? (
            <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setAdding(true)}>
              {translate('accreditationArea.users.add')}
            </Button>
          ) : null
        }
      />
      {accreditation.data ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Link href={`/accreditation/${accreditationId}/login`} target="_blank" rel="noopener">
            {translate('accreditationArea.users.loginLink')}
          </Link>
        </Typography>
      ) : null}
      {users.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {users.isError ? <LoadError error={null} fallback="accreditationArea.users.loadError" onRetry={() => void users.refetch()} /> : null}
      {users.data && users.data.length === 0 ? <EmptyState message="accreditationArea.users.empty" /> : null}
      {users.data && users.data.length > 0 ? (
        <Paper>
          <List aria-label={translate('accreditationArea.users.table')} disablePadding>
            {users.data.map((user) => (
              <UserRow key={user.id} user={user} accreditationId={accreditationId} canEdit={can('edit')} canResend={can('create')} />
            ))}
          </List>
        </Paper>
      ) : null}
      {adding ? <AddUserDialog accreditationId={accreditationId} onClose={() => setAdding(false)} /> : null}
    </Box>
  );
}
