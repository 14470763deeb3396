/** A ticket's fields for reading: category, type (with its people), mode, description, visibility. */
import type { ReactNode } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </>
  );
}

export function TicketSummary({ ticket }: { ticket: RaRecord }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.tickets.fields.${name}`);
  const choice = (name: string) => (ticket[name] ? translate(`resources.tickets.choices.${name}.${ticket[name]}`, { _: String(ticket[name]) }) : '');
  const category = ticket.category === '@OTHERS' && ticket.otherName ? `${choice('category')} (${ticket.otherName})` : choice('category');
  const type =
    ticket.type === '@MULTIPLE' && ticket.amountMultiple
      ? `${choice('type')} · ${translate('resources.tickets.details.people', { smart_count: ticket.amountMultiple })}`
      : choice('type');
  const shown = (flag: boolean) => (
    <Chip
      size="small"
      color={flag ? 'success' : 'default'}
      label={translate(flag ? 'resources.tickets.details.visible' : 'resources.tickets.details.hidden')}
    />
  );

  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: { xs: 2, sm: 3 }, rowGap: 1, m: 0, alignItems: 'center' }}>
      <Row label={field('category')}>{category}</Row>
      <Row label={field('type')}>{type}</Row>
      <Row label={field('mode')}>{choice('mode')}</Row>
      <Row label={field('description')}>{ticket.description ? String(ticket.description) : translate('app.missing.notRegistered')}</Row>
      <Row label={field('showInSite')}>{shown(ticket.showInSite !== false)}</Row>
      <Row label={field('showInPOS')}>{shown(ticket.showInPOS !== false)}</Row>
    </Box>
  );
}
