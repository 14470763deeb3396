/**
 * A ticket's detail page (spec 1 section 2.2):
 * /events/{eventID}/sectors-and-sales/sectors/{sectorID}/{ticketID}/details. Its fields, its
 * lots with sales and status, the points of sale that sell it and its hidden link. A ticket
 * that does not exist (404, e.g. removed meanwhile) reads 'Nenhuma informação disponível'
 * rather than an error (spec 1 section 8).
 */
import { Alert, Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { PageHeader } from '../../framework/PageHeader';
import { CopyableLink } from '../../framework/clipboard/CopyableLink';
import { DetailSection } from '../../framework/DetailSection';
import { EmptyState } from '../../custom/EmptyState';
import { pointsOfSale } from '../../shared/resources/pointsOfSale/definition';
import { useTicketActionsApi, type HiddenLink } from './actions/ticketActionsApi';
import { TicketLotsTable } from './TicketLotsTable';
import { TicketSummary } from './TicketSummary';

function HiddenLinkView({ link }: { link: HiddenLink | null }) {
  const translate = useTranslate();
  if (!link) return <Typography color="text.secondary">{translate('resources.tickets.details.noHiddenLink')}</Typography>;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color={link.isActive ? 'success' : 'default'} label={translate(link.isActive ? 'resources.tickets.details.linkActive' : 'resources.tickets.details.linkInactive')} />
      <CopyableLink url={link.url} copyLabel="resources.tickets.actionsPanel.copyHiddenLink" empty="resources.tickets.actionsPanel.hiddenLinkNoDomain" emptyArgs={{ code: link.code }} />
    </Stack>
  );
}

export default function TicketDetails({ eventId, sectorId, ticketId }: { eventId: string; sectorId: string; ticketId: string }) {
  const translate = useTranslate();
  const api = useTicketActionsApi();
  const { canAccess: canSeePos = false } = useCanAccess({ action: 'list', resource: pointsOfSale.name });
  // Keys under the resource names, so realtime changes of tickets, lots and sessions refresh them.
  const ticket = useQuery({ queryKey: ['tickets', 'details', eventId, sectorId, ticketId], queryFn: () => api.ticket(eventId, sectorId, ticketId) });
  const found = Boolean(ticket.data);
  const tree = useQuery({ queryKey: ['lots', 'ticket-details', eventId, sectorId], queryFn: () => api.ticketsWithLots(eventId, sectorId), enabled: found });
  const pos = useQuery({ queryKey: ['tickets', 'connected-pos', eventId, sectorId, ticketId], queryFn: () => api.connectedPos(eventId, sectorId, ticketId), enabled: found && canSeePos });
  const sessions = useQuery({ queryKey: ['sessions', 'names', eventId], queryFn: () => api.sessions(eventId), enabled: found });

  const back = `/events/${encodeURIComponent(eventId)}/sectors-and-sales/sectors`;
  const notFound = (ticket.error as { status?: number } | null)?.status === 404;
  const record = ticket.data;
  const lots = ((tree.data ?? []).find((t) => String(t.id) === String(ticketId))?.lots ?? []) as RaRecord[];
  const sessionNames = new Map((sessions.data ?? []).map((s) => [String(s.id), String(s.title ?? '')]));
  const queryError = (q: { error: unknown }) => (q.error ? (q.error as Error).message || translate('app.toast.queryError') : null);

  return (
    // Shown inside the event's page, which already pads its content.
    <Box>
      <PageHeader title={record?.title ? String(record.title) : translate('resources.tickets.details.title')} backTo={back} />
      {ticket.isPending ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : notFound ? (
        <EmptyState />
      ) : !record ? (
        <Alert severity="error">{queryError(ticket)}</Alert>
      ) : (
        <Stack spacing={2}>
          <DetailSection title={translate('resources.tickets.details.data')}>
            <TicketSummary ticket={record} />
          </DetailSection>
          <DetailSection title={translate('resources.lots.name', { smart_count: 2 })}>
            {tree.error ? <Alert severity="error">{queryError(tree)}</Alert> : tree.isPending ? <LinearProgress aria-label={translate('app.toast.loading')} /> : <TicketLotsTable lots={lots} sessions={sessionNames} />}
          </DetailSection>
          {canSeePos ? (
            <DetailSection title={translate('resources.tickets.actionsPanel.pos')}>
              {pos.error ? (
                <Alert severity="error">{(pos.error as Error).message || translate('resources.tickets.actionsPanel.posLoadError')}</Alert>
              ) : pos.isPending ? (
                <LinearProgress aria-label={translate('app.toast.loading')} />
              ) : pos.data.length === 0 ? (
                <Typography color="text.secondary">{translate('resources.tickets.details.noPos')}</Typography>
              ) : (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {pos.data.map((p) => (
                    <Chip key={String(p.id)} label={p.device ? `${p.name} · ${p.device}` : p.name} variant="outlined" />
                  ))}
                </Box>
              )}
            </DetailSection>
          ) : null}
          <DetailSection title={translate('resources.tickets.actionsPanel.hiddenLink')}>
            <HiddenLinkView link={(record.hiddenLink ?? null) as HiddenLink | null} />
          </DetailSection>
        </Stack>
      )}
    </Box>
  );
}
