/**
 * A courtesy's detail (spec 1 section 2.2): /events/{eventID}/advantages-and-services/courtesies/{id}.
 * Contact, ticket, redemption, delivery, the redeem link to copy and the ticket code, with resend
 * and cancel. A courtesy that does not exist (404) reads 'Nenhuma informação disponível'.
 */
import type { ReactNode } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import Replay from '@mui/icons-material/Replay';
import Block from '@mui/icons-material/Block';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../framework/PageHeader';
import { LoadError } from '../../framework/LoadError';
import { CopyableLink } from '../../framework/clipboard/CopyableLink';
import { DetailSection } from '../../framework/DetailSection';
import { formatDateTime } from '../../framework/dates';
import { EmptyState } from '../../custom/EmptyState';
import { courtesiesPath, courtesyKeys, useCourtesiesApi, type Courtesy } from './courtesiesApi';
import { DeliveryBadge, RedeemedBadge, SendTypeText, contactText } from './CourtesyBadges';
import { canCancel, canResend, useCourtesyActions } from './useCourtesyActions';

/** The detail's sections list their lines one under the other. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DetailSection title={title}>
      <Stack spacing={1}>{children}</Stack>
    </DetailSection>
  );
}

/** A label and its value; the value's node keeps its own role (badges, links). */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

function Details({ c }: { c: Courtesy }) {
  const translate = useTranslate();
  const f = (name: string) => translate(`resources.courtesies.fields.${name}`);
  const none = translate('app.missing.noName');
  const item = c.userTicket?.orderItem;
  return (
    <Stack spacing={2}>
      <Section title={translate('resources.courtesies.detail.guest')}>
        <Line label={f('contact')}>{contactText(c)}</Line>
        <Line label={f('name')}>{c.name?.trim() || none}</Line>
        <Line label={f('sendBy')}>
          <SendTypeText type={c.sendBy} />
        </Line>
        <Line label={f('createdAt')}>{formatDateTime(c.createdAt)}</Line>
      </Section>
      <Section title={translate('resources.courtesies.detail.ticket')}>
        <Line label={f('ticket')}>{item?.ticket?.title ?? ''}</Line>
        <Line label={f('sector')}>{item?.sector?.name ?? ''}</Line>
        <Line label={f('lot')}>{item?.lot?.title ?? ''}</Line>
        <Line label={f('code')}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {c.userTicket?.code ?? ''}
          </Typography>
        </Line>
      </Section>
      <Section title={translate('resources.courtesies.detail.redemption')}>
        <Line label={f('isCaptured')}>
          <RedeemedBadge captured={c.isCaptured} />
        </Line>
        {c.capturedAt ? <Line label={f('capturedAt')}>{formatDateTime(c.capturedAt)}</Line> : null}
        {c.redeemUrl ? (
          <Line label={f('redeemUrl')}>
            <CopyableLink url={c.redeemUrl} copyLabel="resources.courtesies.detail.copyLink" />
          </Line>
        ) : null}
      </Section>
      <Section title={translate('resources.courtesies.detail.delivery')}>
        <Line label={f('deliveryStatus')}>
          <DeliveryBadge courtesy={c} />
        </Line>
        {c.deliveryError ? <Line label={f('deliveryError')}>{c.deliveryError}</Line> : null}
        {c.deliveryStatus === '@OUTBOX' && !c.canceledAt ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.courtesies.delivery.outboxHint')}
          </Typography>
        ) : null}
        <Line label={f('attempts')}>{String(c.attempts ?? 0)}</Line>
        {c.sentAt ? <Line label={f('sentAt')}>{formatDateTime(c.sentAt)}</Line> : null}
        {c.canceledAt ? <Line label={f('canceledAt')}>{formatDateTime(c.canceledAt)}</Line> : null}
      </Section>
    </Stack>
  );
}

export default function CourtesyDetail({ eventId, courtesyId }: { eventId: string; courtesyId: string }) {
  const translate = useTranslate();
  const api = useCourtesiesApi();
  const actions = useCourtesyActions(eventId);
  const courtesy = useQuery({ queryKey: courtesyKeys.one(eventId, courtesyId), queryFn: () => api.get(eventId, courtesyId) });
  const c = courtesy.data;
  const notFound = (courtesy.error as { status?: number } | null)?.status === 404;

  const buttons = c ? (
    <>
      {canResend(c) ? (
        <Button variant="outlined" startIcon={<Replay />} disabled={actions.busy} onClick={() => void actions.resend(c)}>
          {translate('resources.courtesies.actions.resend')}
        </Button>
      ) : null}
      {canCancel(c) ? (
        <Button variant="outlined" color="error" startIcon={<Block />} disabled={actions.busy} onClick={() => actions.askCancel(c)}>
          {translate('resources.courtesies.actions.cancel')}
        </Button>
      ) : null}
    </>
  ) : null;

  return (
    <Box>
      <PageHeader title={translate('resources.courtesies.detail.title')} backTo={courtesiesPath(eventId)} actions={buttons} />
      {courtesy.isPending ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : notFound ? (
        <EmptyState />
      ) : !c ? (
        <LoadError error={courtesy.error} onRetry={() => void courtesy.refetch()} />
      ) : (
        <Details c={c} />
      )}
      {actions.dialogs}
    </Box>
  );
}
