/** /collaborators/{id}/edit: name and surname read-only (they are the person's), e-mail, and the role. */
import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../framework/PageHeader';
import { RecordHistoryButton } from '../../framework/history/RecordHistoryButton';
import type { AccessContext } from '../../shared/permissions';
import { LoadError } from '../../framework/LoadError';
import { inviteEmailError, roleIdError } from '../../shared/people/rules';
import { usePeopleApi } from './peopleApi';
import { RolePicker } from './RolePicker';

const fieldErrors = (error: unknown) => (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};

export function CollaboratorEdit() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = usePeopleApi();
  const queryClient = useQueryClient();
  // A core entity's history is the manager's (GET /api/audit-log/records answers @ALL only).
  const { permissions } = usePermissions<AccessContext>();
  const record = useQuery({ queryKey: ['collaborators', 'one', id], queryFn: () => api.collaborator(id) });
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!record.data) return;
    setEmail(record.data.user.email);
    setRoleId(record.data.role?.id ?? '');
  }, [record.data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const e = inviteEmailError(email);
    if (e) found.email = translate(e);
    const r = roleIdError(roleId);
    if (r) found.roleId = translate(r);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    try {
      await api.updateCollaborator(id, { email: email.trim(), roleId });
      notify('people.collaborators.saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['collaborators'] });
      navigate('/collaborators');
    } catch (error) {
      const onFields = fieldErrors(error);
      if (Object.keys(onFields).length) setErrors(onFields);
      notify((error as Error)?.message || 'people.errors.update', { type: 'error' });
      setSaving(false);
    }
  }

  return (
    <Box>
      <PageHeader
        title={translate('people.collaborators.editTitle')}
        backTo="/collaborators"
        actions={permissions?.permissions?.includes('@ALL') ? <RecordHistoryButton resource="collaborators" recordId={id} /> : null}
      />
      {record.isPending ? <LinearProgress /> : null}
      {record.isError ? <LoadError error={record.error} fallback="people.errors.generic" onRetry={() => void record.refetch()} /> : null}
      {record.data ? (
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <Typography variant="body2" color="text.secondary">
              {translate('people.collaborators.readOnly')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label={translate('people.collaborators.firstName')} value={record.data.user.profile.firstName || translate('app.missing.noName')} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
              <TextField label={translate('people.collaborators.lastName')} value={record.data.user.profile.lastName} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
            </Stack>
            <TextField
              label={translate('people.collaborators.email')}
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors(({ email: _, ...rest }) => rest);
              }}
              error={Boolean(errors.email)}
              helperText={errors.email}
              required
            />
            <RolePicker label={translate('people.collaborators.role')} value={roleId} onChange={(id) => {
                setRoleId(id);
                setErrors(({ roleId: _, ...rest }) => rest);
              }} error={errors.roleId} />
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {translate('people.collaborators.save')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
}
