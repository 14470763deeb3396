/**
 * /roles (spec 2 sections 2 and 6; docs/people.md): the roles (page 1, limit 50) with their
 * permission and holder counts; create and edit in a dialog whose permission picker groups the
 * codes by area with their pt-BR descriptions (GET /roles/permissions); delete, refused by the
 * server while someone holds the role (its message names how many).
 */
import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import Delete from '@mui/icons-material/Delete';
import Add from '@mui/icons-material/Add';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../framework/PageHeader';
import { ConfirmDialog } from '../../framework/ConfirmDialog';
import { IconAction } from '../../framework/IconAction';
import { LoadError } from '../../framework/LoadError';
import { EmptyState } from '../../custom/EmptyState';
import { SearchInput } from '../../framework/SearchInput';
import { ListPagination } from '../../framework/ListPagination';
import { useListLocation } from '../../framework/useListLocation';
import { useAccessContext } from '../../layout/useAccessContext';
import { canAccessResource } from '../../shared/permissions';
import { roleAccess } from '../../shared/people/access';
import { ROLES_PAGE_LIMIT, roleNameError } from '../../shared/people/rules';
import { usePeopleApi, type Role } from './peopleApi';

const fieldErrors = (error: unknown) => (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};

export function RoleDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = usePeopleApi();
  const queryClient = useQueryClient();
  const areas = useQuery({ queryKey: ['roles', 'permissions'], queryFn: () => api.permissions(), staleTime: Infinity });
  const [name, setName] = useState(role?.name ?? '');
  const [codes, setCodes] = useState<string[]>(role?.permissions ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const all = codes.includes('@ALL');

  const toggle = (code: string) => setCodes((now) => (now.includes(code) ? now.filter((c) => c !== code) : [...now, code]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = roleNameError(name);
    setErrors(problem ? { name: translate(problem) } : {});
    if (problem) return;
    setSaving(true);
    try {
      const body = { name: name.trim(), permissions: codes };
      if (role) await api.updateRole(role.id, body);
      else await api.createRole(body);
      notify('people.roles.saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['roles'] });
      onClose();
    } catch (error) {
      const onFields = fieldErrors(error);
      if (Object.keys(onFields).length) setErrors(onFields);
      notify((error as Error)?.message || 'people.roles.saveError', { type: 'error' });
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="role-dialog-title" scroll="paper">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id="role-dialog-title">{translate(role ? 'people.roles.editTitle' : 'people.roles.createTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField label={translate('people.roles.name')} value={name} onChange={(e) => {
                setName(e.target.value);
                setErrors(({ name: _, ...rest }) => rest);
              }} error={Boolean(errors.name)} helperText={errors.name} required autoFocus />
            <Typography variant="body2" color="text.secondary">
              {translate('people.roles.pickAtLeast')}
            </Typography>
            {areas.isPending ? <LinearProgress /> : null}
            {areas.isError ? <LoadError error={areas.error} fallback="people.errors.generic" onRetry={() => void areas.refetch()} /> : null}
            {areas.data?.data.map((area) => (
              <Box component="fieldset" key={area.area} sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
                  {area.label}
                </Typography>
                <FormGroup>
                  {area.permissions.map((p) => (
                    <FormControlLabel
                      key={p.code}
                      control={<Checkbox checked={all || codes.includes(p.code)} disabled={all && p.code !== '@ALL'} onChange={() => toggle(p.code)} />}
                      label={p.description}
                    />
                  ))}
                </FormGroup>
              </Box>
            ))}
            {all ? <FormHelperText>{translate('people.roles.allHint')}</FormHelperText> : null}
            {errors.permissions ? <FormHelperText error>{errors.permissions}</FormHelperText> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('people.roles.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export default function RolesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = usePeopleApi();
  const ctx = useAccessContext();
  const queryClient = useQueryClient();
  const canCreate = Boolean(ctx && canAccessResource(roleAccess, 'create', ctx));
  const canEdit = Boolean(ctx && canAccessResource(roleAccess, 'edit', ctx));
  const canDelete = Boolean(ctx && canAccessResource(roleAccess, 'delete', ctx));
  // Page 1, limit 50 (spec), then the next pages; the search in the address like every list.
  const { search, page, input, setInput, setPage } = useListLocation();
  const list = useQuery({ queryKey: ['roles', 'list', { page, search }], queryFn: () => api.roles({ page, limit: ROLES_PAGE_LIMIT, search: search || undefined }) });
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Role | null>(null);

  async function remove() {
    const role = deleting!;
    setDeleting(null);
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    try {
      await api.deleteRole(role.id);
      notify('people.roles.deleted', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['roles'] });
    } catch (error) {
      notify((error as Error)?.message || 'people.roles.deleteError', { type: 'error' });
    }
  }

  return (
    <Box>
      <PageHeader
        title={translate('people.roles.title')}
        actions={
          canCreate ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
              {translate('people.roles.new')}
            </Button>
          ) : null
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchInput value={input} onChange={setInput} />
      </Box>
      {list.isPending ? <LinearProgress /> : null}
      {list.isError ? <LoadError error={list.error} fallback="people.errors.generic" onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.data.length === 0 ? <EmptyState message="people.roles.empty" /> : null}
      {list.data && list.data.data.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={translate('people.roles.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('people.roles.name')}</TableCell>
                <TableCell>{translate('people.roles.permissions')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('people.roles.holders')}</TableCell>
                <TableCell>{translate('people.roles.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.data.map((role) => (
                <TableRow key={role.id}>
                  <TableCell>{role.name}</TableCell>
                  <TableCell>{role.permissions.length ? translate('people.roles.count', { smart_count: role.permissions.length }) : translate('app.empty.noPermissions')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('people.roles.holdersCount', { smart_count: role.collaboratorsCount })}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      {canEdit ? <IconAction label={translate('people.roles.edit', { name: role.name })} icon={<Edit fontSize="small" />} onClick={() => setEditing(role)} /> : null}
                      {canDelete ? <IconAction label={translate('people.roles.delete', { name: role.name })} icon={<Delete fontSize="small" />} onClick={() => setDeleting(role)} /> : null}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <ListPagination page={page} perPage={ROLES_PAGE_LIMIT} count={list.data.data.length} total={list.data.pagination.totalItems} onPage={setPage} />
      ) : null}
      {editing !== undefined ? <RoleDialog role={editing} onClose={() => setEditing(undefined)} /> : null}
      {deleting ? (
        <ConfirmDialog
          open
          title="people.roles.deleteTitle"
          content={translate('people.roles.deleteText', { name: deleting.name })}
          confirmColor="error"
          onConfirm={() => void remove()}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Box>
  );
}
