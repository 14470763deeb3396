/**
 * The ticket actions side panel (spec 1 sections 2.3, 4, 8), titled 'Ações': show the ticket
 * on the site and in the POS, its hidden link, the points of sale that sell it, and a link to
 * its detail page. Each change answers the updated ticket, which goes to `onChanged` and to
 * local storage; closing clears the stored ticket, then `onClose`.
 */
import { useState } from 'react';
import { Box, Divider, Drawer, IconButton, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { Link, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { tickets } from '../../../shared/resources/tickets/definition';
import { pointsOfSale } from '../../../shared/resources/pointsOfSale/definition';
import { clearStoredTicket, storeTicket } from './storedTicket';
import { VisibilitySwitches } from './VisibilitySwitches';
import { HiddenLinkSection } from './HiddenLinkSection';
import { ConnectedPosSection } from './ConnectedPosSection';

export const PANEL_MIN_WIDTH = 340;

export const ticketDetailsPath = (eventId: string, ticket: RaRecord) =>
  `/events/${encodeURIComponent(eventId)}/sectors-and-sales/sectors/${encodeURIComponent(String(ticket.sectorId))}/${encodeURIComponent(String(ticket.id))}/details`;

export interface TicketActionsPanelProps {
  eventId: string;
  ticket: RaRecord | null;
  onClose: () => void;
  onChanged: (ticket: RaRecord) => void;
}

export function TicketActionsPanel({ eventId, ticket, onClose, onChanged }: TicketActionsPanelProps) {
  const translate = useTranslate();
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: tickets.name });
  const { canAccess: canSeePos = false } = useCanAccess({ action: 'list', resource: pointsOfSale.name });
  // The panel's copy of the ticket: a change shows at once, even before the page passes the
  // refreshed ticket back; a new `ticket` from the page replaces it.
  const [source, setSource] = useState(ticket);
  const [current, setCurrent] = useState(ticket);
  if (ticket !== source) {
    setSource(ticket);
    setCurrent(ticket);
  }

  const changed = (patch: Partial<RaRecord>) => {
    if (!current) return;
    const next = { ...current, ...patch } as RaRecord;
    setCurrent(next);
    storeTicket(next);
    onChanged(next);
  };
  const close = () => {
    clearStoredTicket();
    onClose();
  };
  const titleId = 'ticket-actions-title';

  return (
    <Drawer
      anchor="right"
      open={ticket !== null}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { minWidth: PANEL_MIN_WIDTH, width: { xs: '100%', sm: 420 }, maxWidth: '100%' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('resources.tickets.actionsPanel.title')}
        </Typography>
        <Tooltip title={translate('app.dialog.close')}>
          <IconButton aria-label={translate('app.dialog.close')} onClick={close} size="small">
            <Close />
          </IconButton>
        </Tooltip>
      </Box>
      <Divider />
      {current ? (
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2.5, overflowY: 'auto' }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {String(current.title ?? '') || translate('app.missing.noName')}
          </Typography>
          <VisibilitySwitches ticket={current} disabled={!canEdit} onChanged={changed} />
          <Divider />
          <HiddenLinkSection ticket={current} disabled={!canEdit} onChanged={changed} />
          {/* Its search route needs the edit permission too. */}
          {canSeePos && canEdit ? (
            <>
              <Divider />
              <ConnectedPosSection eventId={eventId} ticket={current} disabled={!canEdit} onChanged={changed} />
            </>
          ) : null}
          <Divider />
          <MuiLink component={Link} to={ticketDetailsPath(eventId, current)} underline="hover" sx={{ alignSelf: 'flex-start' }}>
            {translate('resources.tickets.actionsPanel.details')}
          </MuiLink>
        </Box>
      ) : null}
    </Drawer>
  );
}
