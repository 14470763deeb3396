/**
 * /collaborators (spec 2 sections 2 and 6; docs/people.md): a table (image, name, role, actions)
 * on desktop and cards on a phone whose role carries a tooltip of its permissions; the search in
 * the address; pending invites; and /collaborators/{id}/edit. Buttons follow the caller's codes
 * (src/shared/people/access.ts), as the server does.
 */
import { useState } from 'react';
import { Avatar, Box, Button, Card, CardContent, Chip, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import PersonRemove from '@mui/icons-material/PersonRemove';
import LockReset from '@mui/icons-material/LockReset';
import RemoveModerator from '@mui/icons-material/RemoveModerator';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { useNotify, useTranslate } from 'react-admin';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../framework/PageHeader';
import { SearchInput } from '../../framework/SearchInput';
import { ListPagination } from '../../framework/ListPagination';
import { ConfirmDialog } from '../../framework/ConfirmDialog';
import { IconAction } from '../../framework/IconAction';
import { LoadError } from '../../framework/LoadError';
import { useListLocation } from '../../framework/useListLocation';
import { useToastedCall } from '../../framework/useToastedCall';
import { EmptyState } from '../../custom/EmptyState';
import { useAccessContext } from '../../layout/useAccessContext';
import { canAccessResource } from '../../shared/permissions';
import { collaboratorAccess, inviteAccess } from '../../shared/people/access';
import { fullNameOf, usePeopleApi, type Collaborator } from './peopleApi';
import { PermissionList } from './PermissionList';
import { InviteDialog, PendingInvites } from './Invites';
import { CollaboratorEdit } from './CollaboratorEdit';

export const COLLABORATORS_PER_PAGE = 20;

type Pending = { kind: 'remove' | 'removeRole' | 'reset'; collaborator: Collaborator } | null;

function useCan() {
  const ctx = useAccessContext();
  return {
    edit: Boolean(ctx && canAccessResource(collaboratorAccess, 'edit', ctx)),
    remove: Boolean(ctx && canAccessResource(collaboratorAccess, 'delete', ctx)),
    invite: Boolean(ctx && canAccessResource(inviteAccess, 'create', ctx)),
  };
}

/** The role as a chip whose tooltip lists its permissions (spec: the cards' permissions tooltip); focusable, so a keyboard reaches it too. */
function RoleChip({ c }: { c: Collaborator }) {
  const translate = useTranslate();
  return (
    <Tooltip title={<PermissionList codes={c.role?.permissions ?? []} />} describeChild>
      <Chip
        size="small"
        // A trigger of its tooltip for the keyboard and screen readers too (focus shows it).
        role="button"
        tabIndex={0}
        label={c.role?.name ?? translate('app.missing.noRole')}
        variant={c.role ? 'filled' : 'outlined'}
        aria-label={`${c.role?.name ?? translate('app.missing.noRole')}. ${translate('people.collaborators.permissionsOf', { name: fullNameOf(c) ?? c.user.email })}`}
      />
    </Tooltip>
  );
}

function Actions({ c, onAsk }: { c: Collaborator; onAsk: (p: Pending) => void }) {
  const can = useCan();
  const navigate = useNavigate();
  const translate = useTranslate();
  const name = fullNameOf(c) ?? c.user.email;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {can.edit ? <IconAction label={translate('people.collaborators.edit', { name })} icon={<Edit fontSize="small" />} onClick={() => navigate(`/collaborators/${c.id}/edit`)} /> : null}
      {can.edit ? <IconAction label={translate('people.collaborators.resetPassword', { name })} icon={<LockReset fontSize="small" />} onClick={() => onAsk({ kind: 'reset', collaborator: c })} /> : null}
      {can.remove && c.role ? <IconAction label={translate('people.collaborators.removeRole', { name })} icon={<RemoveModerator fontSize="small" />} onClick={() => onAsk({ kind: 'removeRole', collaborator: c })} /> : null}
      {can.remove ? <IconAction label={translate('people.collaborators.remove', { name })} icon={<PersonRemove fontSize="small" />} onClick={() => onAsk({ kind: 'remove', collaborator: c })} /> : null}
    </Box>
  );
}

function CollaboratorsTable({ rows, onAsk }: { rows: Collaborator[]; onAsk: (p: Pending) => void }) {
  const translate = useTranslate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate('people.collaborators.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('people.collaborators.image')}</TableCell>
            <TableCell>{translate('people.collaborators.name')}</TableCell>
            <TableCell>{translate('people.collaborators.role')}</TableCell>
            <TableCell>{translate('people.collaborators.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.id}>
              <TableCell>
                <Avatar src={c.user.profile.profileImage ?? undefined} alt="">
                  {(fullNameOf(c) ?? c.user.email).charAt(0).toUpperCase()}
                </Avatar>
              </TableCell>
              <TableCell>
                <Typography variant="body2">{fullNameOf(c) ?? translate('app.missing.noName')}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {c.user.email}
                </Typography>
              </TableCell>
              <TableCell>
                <RoleChip c={c} />
              </TableCell>
              <TableCell>
                <Actions c={c} onAsk={onAsk} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CollaboratorCards({ rows, onAsk }: { rows: Collaborator[]; onAsk: (p: Pending) => void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('people.collaborators.title')}>
      {rows.map((c) => (
        <Card key={c.id} variant="outlined" component="li">
          <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Avatar src={c.user.profile.profileImage ?? undefined} alt="">
              {(fullNameOf(c) ?? c.user.email).charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="h2">
                {fullNameOf(c) ?? translate('app.missing.noName')}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {c.user.email}
              </Typography>
              <Box sx={{ mt: 1 }}>
                <RoleChip c={c} />
              </Box>
              <Box sx={{ mt: 1 }}>
                <Actions c={c} onAsk={onAsk} />
              </Box>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function CollaboratorsList() {
  const translate = useTranslate();
  const api = usePeopleApi();
  const can = useCan();
  const queryClient = useQueryClient();
  const call = useToastedCall();
  const notify = useNotify();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { search, page, input, setInput, setPage } = useListLocation();
  const [pending, setPending] = useState<Pending>(null);
  const [inviting, setInviting] = useState(false);
  const list = useQuery({
    queryKey: ['collaborators', 'list', { page, search }],
    queryFn: () => api.collaborators({ page, limit: COLLABORATORS_PER_PAGE, search: search || undefined }),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['collaborators'] });

  async function confirm() {
    if (!pending) return;
    const { kind, collaborator: c } = pending;
    setPending(null);
    if (kind === 'remove') {
      const r = await call(() => api.removeCollaborator(c.id), { success: 'people.collaborators.removed', fallback: 'people.errors.generic' });
      if (r.ok) void refresh();
    } else if (kind === 'removeRole' && c.role) {
      const r = await call(() => api.removeRole(c.id, c.role!.id), { success: 'people.collaborators.roleRemoved', fallback: 'people.errors.update' });
      if (r.ok) void refresh();
    } else if (kind === 'reset') {
      // The server says where the link went (sent, or kept in the outbox without SMTP).
      notify('app.toast.saving', { type: 'info', autoHideDuration: null });
      try {
        const { message } = await api.resetPassword(c.id);
        notify(message, { type: 'success' });
      } catch (error) {
        notify((error as Error)?.message || 'people.errors.resetPassword', { type: 'error' });
      }
    }
  }

  const name = pending ? (fullNameOf(pending.collaborator) ?? pending.collaborator.user.email) : '';
  const dialog = pending
    ? {
        remove: { title: 'people.collaborators.removeTitle', content: translate('people.collaborators.removeText', { name }), confirm: 'people.collaborators.removeTitle', color: 'error' as const },
        removeRole: { title: 'people.collaborators.removeRoleTitle', content: translate('people.collaborators.removeRoleText', { name }), confirm: 'people.collaborators.removeRoleTitle', color: 'error' as const },
        reset: { title: 'people.collaborators.resetTitle', content: translate('people.collaborators.resetText', { email: pending.collaborator.user.email }), confirm: 'people.collaborators.send', color: 'primary' as const },
      }[pending.kind]
    : null;

  return (
    <Box>
      <PageHeader
        title={translate('people.collaborators.title')}
        actions={
          can.invite ? (
            <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setInviting(true)}>
              {translate('people.invites.open')}
            </Button>
          ) : null
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchInput value={input} onChange={setInput} />
      </Box>
      {list.isPending ? <LinearProgress /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        list.data.data.length === 0 ? (
          <EmptyState message="people.collaborators.empty" />
        ) : (
          <>
            {phone ? <CollaboratorCards rows={list.data.data} onAsk={setPending} /> : <CollaboratorsTable rows={list.data.data} onAsk={setPending} />}
            <ListPagination page={page} perPage={COLLABORATORS_PER_PAGE} count={list.data.data.length} total={list.data.pagination.totalItems} onPage={setPage} />
          </>
        )
      ) : null}
      <PendingInvites />
      {dialog ? (
        <ConfirmDialog
          open
          title={dialog.title}
          content={dialog.content}
          confirmLabel={dialog.confirm}
          confirmColor={dialog.color}
          onConfirm={() => void confirm()}
          onClose={() => setPending(null)}
        />
      ) : null}
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </Box>
  );
}

export default function CollaboratorsPage() {
  return (
    <Routes>
      <Route index element={<CollaboratorsList />} />
      <Route path=":id/edit" element={<CollaboratorEdit />} />
    </Routes>
  );
}
