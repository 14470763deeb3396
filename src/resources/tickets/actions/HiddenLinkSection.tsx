/**
 * The ticket's hidden link (spec 1 sections 4, 8): a buyer with it can buy the ticket even
 * when the site does not show it. One per ticket: created on demand, then copied and switched
 * on or off (the code is kept, so a link already sent works again when reactivated).
 */
import { useState } from 'react';
import { Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslate, type RaRecord } from 'react-admin';
import { useToastedCall } from '../../../framework/useToastedCall';
import { CopyableLink } from '../../../framework/clipboard/CopyableLink';
import { useTicketActionsApi, type HiddenLink } from './ticketActionsApi';

export function HiddenLinkSection({ ticket, disabled, onChanged }: { ticket: RaRecord; disabled: boolean; onChanged: (patch: Partial<RaRecord>) => void }) {
  const translate = useTranslate();
  const run = useToastedCall();
  const api = useTicketActionsApi();
  const [busy, setBusy] = useState(false);
  const link = (ticket.hiddenLink ?? null) as HiddenLink | null;

  const save = async (call: () => Promise<HiddenLink>, texts: { success: string; fallback: string }) => {
    setBusy(true);
    const { ok, value } = await run(call, texts);
    setBusy(false);
    if (ok && value) onChanged({ hiddenLink: value });
  };
  const create = () => save(() => api.createHiddenLink(ticket), { success: 'resources.tickets.actionsPanel.hiddenLinkCreated', fallback: 'resources.tickets.actionsPanel.hiddenLinkCreateError' });
  const toggle = (isActive: boolean) =>
    link &&
    save(() => api.setHiddenLinkActive(ticket, link.id, isActive), {
      success: isActive ? 'resources.tickets.actionsPanel.hiddenLinkActivated' : 'resources.tickets.actionsPanel.hiddenLinkDeactivated',
      fallback: 'resources.tickets.actionsPanel.hiddenLinkStatusError',
    });

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {translate('resources.tickets.actionsPanel.hiddenLink')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.tickets.actionsPanel.hiddenLinkHelp')}
      </Typography>
      {!link ? (
        <Button variant="outlined" startIcon={<LinkIcon />} disabled={disabled || busy} onClick={() => void create()} sx={{ alignSelf: 'flex-start' }}>
          {translate('resources.tickets.actionsPanel.createHiddenLink')}
        </Button>
      ) : (
        <>
          <CopyableLink
            url={link.url}
            copyLabel="resources.tickets.actionsPanel.copyHiddenLink"
            empty="resources.tickets.actionsPanel.hiddenLinkNoDomain"
            emptyArgs={{ code: link.code }}
            compact
            dimmed={!link.isActive}
          />
          <FormControlLabel
            label={translate('resources.tickets.actionsPanel.hiddenLinkActive')}
            control={<Switch checked={link.isActive} disabled={disabled || busy} onChange={(e) => void toggle(e.target.checked)} />}
          />
        </>
      )}
    </Stack>
  );
}
