/** 'Exibir no site' and 'Exibir no POS': each flips its flag on the server and answers the ticket. */
import { useState } from 'react';
import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { useToastedCall } from '../../../framework/useToastedCall';
import { useTicketActionsApi } from './ticketActionsApi';

type Flag = 'showInSite' | 'showInPOS';

// Spec 1 section 8: the failure says what was being attempted (hiding or showing).
const TEXTS: Record<Flag, { label: string; shown: string; hidden: string }> = {
  showInSite: { label: 'resources.tickets.actionsPanel.showInSite', shown: 'resources.tickets.actionsPanel.shownInSite', hidden: 'resources.tickets.actionsPanel.hiddenInSite' },
  showInPOS: { label: 'resources.tickets.actionsPanel.showInPOS', shown: 'resources.tickets.actionsPanel.shownInPOS', hidden: 'resources.tickets.actionsPanel.hiddenInPOS' },
};

export function VisibilitySwitches({ ticket, disabled, onChanged }: { ticket: RaRecord; disabled: boolean; onChanged: (patch: Partial<RaRecord>) => void }) {
  const translate = useTranslate();
  const run = useToastedCall();
  const api = useTicketActionsApi();
  const [busy, setBusy] = useState<Flag | null>(null);

  const flip = async (flag: Flag, value: boolean) => {
    setBusy(flag);
    const call = flag === 'showInSite' ? () => api.showInSite(ticket, value) : () => api.showInPOS(ticket, value);
    const { ok, value: updated } = await run(call, {
      success: value ? TEXTS[flag].shown : TEXTS[flag].hidden,
      fallback: value ? 'resources.tickets.actionsPanel.showError' : 'resources.tickets.actionsPanel.hideError',
    });
    setBusy(null);
    if (ok) onChanged({ ...updated, [flag]: updated?.[flag] ?? value });
  };

  return (
    <Stack>
      {(['showInSite', 'showInPOS'] as const).map((flag) => (
        <FormControlLabel
          key={flag}
          label={translate(TEXTS[flag].label)}
          control={
            <Switch
              checked={ticket[flag] !== false}
              disabled={disabled || busy !== null}
              onChange={(e) => void flip(flag, e.target.checked)}
            />
          }
        />
      ))}
    </Stack>
  );
}
