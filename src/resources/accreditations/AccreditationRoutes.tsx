/**
 * Everything under /accreditations/{id} (the resource's edit route; spec 2 section 2): the manage
 * page, and its sub-pages Atividades, Formulário dos participantes and Participantes. The
 * accreditation comes from GET /accreditations/{id}/info: 'Erro ao buscar credenciamento' when it
 * cannot be loaded, the not-found page for another business's (a 404). /accreditations/{id}/users
 * is the accreditation users' page (its own route, engineer AREA).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Avatar, AvatarGroup, Box, Button, Card, CardActionArea, CardContent, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import BadgeIcon from '@mui/icons-material/Badge';
import Group from '@mui/icons-material/Group';
import EventNote from '@mui/icons-material/EventNote';
import DynamicForm from '@mui/icons-material/DynamicForm';
import People from '@mui/icons-material/People';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { onRealtimeChange } from '../../realtime/socket';
import { Link, useCanAccess, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { PageHeader } from '../../framework/PageHeader';
import { DetailSection } from '../../framework/DetailSection';
import { formatDateTime } from '../../framework/dates';
import { RecordHistoryButton } from '../../framework/history/RecordHistoryButton';
import { NotFoundPage } from '../../custom/NotFoundPage';
import { accreditations } from '../../shared/resources/accreditations/definition';
import type { AccreditationCalls, AccreditationInfo } from './accreditationCalls';
import { AccreditationDashboard } from './AccreditationDashboard';
import { AccreditationFormDialog } from './AccreditationFormDialog';
import { AccreditationLink } from './AccreditationLink';
import { StatusChip } from './AccreditationList';
import { HeaderActions } from './HeaderActions';
import { accreditationPath, selfRegistrationLink, validationLink } from './accreditationPaths';

const ActivitiesPage = lazy(() => import('./AccreditationActivities').then((m) => ({ default: m.AccreditationActivities })));
const FieldsPage = lazy(() => import('./AccreditationFields').then((m) => ({ default: m.AccreditationFields })));
const ParticipantsPage = lazy(() => import('./AccreditationParticipants').then((m) => ({ default: m.AccreditationParticipants })));

/** The info query: its key starts with the resource name, so an edit anywhere (realtime `change`) refreshes it. */
export function useAccreditationInfo(id: string) {
  const api = useDataProvider<DataProvider & AccreditationCalls>();
  const queryClient = useQueryClient();
  // Its users and participants' total change with their own resources' writes (here or elsewhere).
  useEffect(
    () =>
      onRealtimeChange((event) => {
        if (INFO_SOURCES.has(event.resource)) void queryClient.invalidateQueries({ queryKey: [accreditations.name, 'info', id] });
      }),
    [queryClient, id],
  );
  return useQuery({ queryKey: [accreditations.name, 'info', id], queryFn: () => api.accreditationInfo(id) });
}

/** Realtime resources whose changes the info answers: the accreditation users (engineer AREA's) and the participants. */
const INFO_SOURCES: ReadonlySet<string> = new Set(['accreditationUsers', 'accreditationParticipants']);

const SUB_PAGES = [
  { sub: 'users', icon: Group, label: 'resources.accreditations.pages.users' },
  { sub: 'activities', icon: EventNote, label: 'resources.accreditations.pages.activities' },
  { sub: 'participants/fields', icon: DynamicForm, label: 'resources.accreditations.pages.fields' },
  { sub: 'participants', icon: People, label: 'resources.accreditations.pages.participants' },
] as const;

function ManagePage({ info }: { info: AccreditationInfo }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const { canAccess: mayEdit } = useCanAccess({ resource: accreditations.name, action: 'edit' });
  const origin = window.location.origin;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={info.name}
        backTo="/accreditations"
        actions={
          <HeaderActions>
            <RecordHistoryButton resource={accreditations.name} recordId={String(info.id)} />
            {mayEdit ? (
              <Button variant="contained" startIcon={<Edit />} onClick={() => setEditing(true)}>
                {translate('resources.accreditations.actions.edit')}
              </Button>
            ) : null}
          </HeaderActions>
        }
      />
      <Stack spacing={2}>
        <Card variant="outlined" sx={{ overflow: 'hidden' }}>
          {info.image ? (
            <Box component="img" src={info.image} alt={translate('resources.accreditations.heroAlt', { name: info.name })} sx={{ width: '100%', height: { xs: 160, md: 240 }, objectFit: 'cover', display: 'block' }} />
          ) : (
            <Box sx={{ height: { xs: 120, md: 160 }, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
              <BadgeIcon sx={{ fontSize: 64 }} />
            </Box>
          )}
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <StatusChip active={info.isActive !== false} />
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 220px' }}>
              {translate('resources.accreditations.lastUpdate', { date: formatDateTime(info.updatedAt) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.accreditations.participantsTotal', { smart_count: info.participantsTotal })}
            </Typography>
            {info.users.length ? (
              <AvatarGroup max={3} aria-label={translate('resources.accreditations.usersGroup', { smart_count: info.users.length })}>
                {info.users.map((u) => (
                  <Tooltip key={u.id} title={u.firstName}>
                    <Avatar alt={u.firstName} src={u.avatar ?? undefined}>
                      {u.firstName.slice(0, 1).toUpperCase()}
                    </Avatar>
                  </Tooltip>
                ))}
              </AvatarGroup>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.accreditations.noUsers')}
              </Typography>
            )}
          </CardContent>
        </Card>

        <Box component="nav" aria-label={translate('resources.accreditations.pages.title')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {SUB_PAGES.map(({ sub, icon: Icon, label }) => (
            <Card key={sub} variant="outlined">
              <CardActionArea component={Link} to={accreditationPath(info.id, sub)} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Icon color="primary" />
                  <Typography sx={{ fontWeight: 500 }}>{translate(label)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>

        <DetailSection title={translate('resources.accreditations.links.title')}>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <AccreditationLink kind="validation" url={validationLink(origin, info.pairCode)} />
            <AccreditationLink kind="selfRegistration" url={selfRegistrationLink(origin, info.id)} />
          </Box>
        </DetailSection>

        <AccreditationDashboard accreditationId={String(info.id)} />
      </Stack>
      <AccreditationFormDialog open={editing} record={info} onClose={() => setEditing(false)} />
    </Box>
  );
}

export function AccreditationRoutes() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: info, error, isPending, refetch } = useAccreditationInfo(id);
  if (error) {
    if ((error as { status?: number }).status === 404) return <NotFoundPage />;
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.action.retry')}
          </Button>
        }
      >
        {translate('resources.accreditations.loadError')}
      </Alert>
    );
  }
  if (isPending || !info) return <LinearProgress aria-label={translate('app.toast.loading')} />;
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('app.toast.loading')} />}>
      <Routes>
        <Route index element={<ManagePage info={info} />} />
        <Route path="activities" element={<ActivitiesPage info={info} />} />
        <Route path="participants/fields" element={<FieldsPage info={info} />} />
        <Route path="participants" element={<ParticipantsPage info={info} />} />
        <Route path="*" element={<Navigate to={accreditationPath(info.id)} replace />} />
      </Routes>
    </Suspense>
  );
}
