/** Small pieces of a courtesy shared by the table and the detail page (spec 1 sections 4, 9). */
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../framework/dates';
import type { Courtesy } from './courtesiesApi';

/** Spec 1 section 9: the name is cut at 15 characters in the table; the tooltip has it whole. */
export const NAME_MAX = 15;

export const truncate = (text: string, max = NAME_MAX) => (text.length > max ? `${text.slice(0, max).trimEnd()}...` : text);

export function CourtesyName({ courtesy }: { courtesy: Courtesy }) {
  const full = courtesy.name?.trim() || courtesy.contact;
  const short = truncate(full);
  if (short === full) return <>{full}</>;
  return (
    <Tooltip title={full}>
      <span aria-label={full}>{short}</span>
    </Tooltip>
  );
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

/** Queued / sent / failed (the error in a tooltip); a cancelled courtesy reads as cancelled instead. */
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
  const color = status === '@FAILED' ? 'error' : status === '@SENT' ? 'success' : 'info';
  const chip = <Chip size="small" variant="outlined" color={color} label={translate(`resources.courtesies.delivery.${status}`)} />;
  if (status !== '@FAILED' || !courtesy.deliveryError) return chip;
  return (
    <Tooltip title={courtesy.deliveryError}>
      {/* The span keeps the tooltip reachable by keyboard and names the error for screen readers. */}
      <span tabIndex={0} aria-label={`${translate(`resources.courtesies.delivery.${status}`)}: ${courtesy.deliveryError}`}>
        {chip}
      </span>
    </Tooltip>
  );
}

export function SendTypeText({ type }: { type: Courtesy['sendBy'] }) {
  const translate = useTranslate();
  return <>{translate(`resources.courtesies.types.${type}`)}</>;
}

