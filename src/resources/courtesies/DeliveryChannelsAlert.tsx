/**
 * Issue 9 item 4: when the server has no SMTP / WhatsApp server configured, courtesies of that
 * type stay in the outbox and never reach the guest; the courtesies page (both types) and the
 * sending screen (the chosen type) say so before anyone relies on them.
 */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CourtesySendType } from '../../shared/resources/courtesies/contacts';
import type { DeliveryChannels } from './courtesiesApi';

/** Nothing until the channels are known, nor when every type that matters is configured. */
export function DeliveryChannelsAlert({ channels, type }: { channels: DeliveryChannels | undefined; type?: CourtesySendType }) {
  const translate = useTranslate();
  if (!channels) return null;
  const missing = (type ? [type] : (['@EMAIL', '@WHATSAPP'] as const)).filter((t) => channels[t] === false);
  if (!missing.length) return null;
  const key = missing.length === 2 ? 'both' : missing[0];
  return (
    <Alert severity="info" data-testid="delivery-not-configured">
      {translate(`resources.courtesies.notConfigured.${key}`)}
    </Alert>
  );
}
