/** Small pieces of a courtesy shared by the table and the detail page (spec 1 sections 4, 9). */
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../framework/dates';
import { EllipsisText } from '../../framework/EllipsisText';
import { formatWhatsapp } from '../../framework/format';
import type { Courtesy } from './courtesiesApi';

/** The contact as people write it: WhatsApp numbers '+55 (81) 97777-2222', e-mails as stored. */
export const contactText = (c: Pick<Courtesy, 'sendBy' | 'contact'>) => (c.sendBy === '@WHATSAPP' ? formatWhatsapp(c.contact) : c.contact);

/**
 * The guest's name (else the contact) on one line, cut with an ellipsis where the column or card
 * ends, whole on hover and in the detail (issue 9 item 10, in place of spec 1 section 9's cut at
 * 15 characters, which cut names even where there was room).
 */
export function CourtesyName({ courtesy }: { courtesy: Courtesy }) {
  return <EllipsisText text={courtesy.name?.trim() || contactText(courtesy)} />;
}

/** Redeemed 'Sim' green, not redeemed 'Não' orange (spec 1 section 4). */
export function RedeemedBadge({ captured }: { captured: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={captured ? 'success' : 'warning'}
      label={translate(captured ? 'resources.courtesies.redeemed.yes' : 'resources.courtesies.redeemed.no')}
    />
  );
}

/**
 * Queued / sent / failed (the error in a tooltip) / in the outbox (why, in a tooltip); a cancelled
 * courtesy reads as cancelled instead.
 */
export function DeliveryBadge({ courtesy }: { courtesy: Courtesy }) {
  const translate = useTranslate();
  if (courtesy.canceledAt) {
    return (
      <Tooltip title={formatDateTime(courtesy.canceledAt)}>
        <Chip size="small" variant="outlined" label={translate('resources.courtesies.canceled')} />
      </Tooltip>
    );
  }
  const status = courtesy.deliveryStatus;
  const color = status === '@FAILED' ? 'error' : status === '@SENT' ? 'success' : status === '@OUTBOX' ? 'default' : 'info';
  const label = translate(`resources.courtesies.delivery.${status}`);
  const chip = <Chip size="small" variant="outlined" color={color} label={label} />;
  const why = status === '@FAILED' ? courtesy.deliveryError : status === '@OUTBOX' ? translate('resources.courtesies.delivery.outboxHint') : null;
  if (!why) return chip;
  return (
    <Tooltip title={why}>
      {/* Focusable, so the tooltip is reachable by keyboard; its name gives the reason to screen readers. */}
      <Chip size="small" variant="outlined" color={color} label={label} tabIndex={0} aria-label={`${label}: ${why}`} />
    </Tooltip>
  );
}

export function SendTypeText({ type }: { type: Courtesy['sendBy'] }) {
  const translate = useTranslate();
  return <>{translate(`resources.courtesies.types.${type}`)}</>;
}

