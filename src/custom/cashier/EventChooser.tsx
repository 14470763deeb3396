/**
 * The event being sold (published, not over, with lots in the cashier) and, when its lots are
 * sold per session, the session. Native selects: quick from the keyboard and on a tablet.
 */
import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../framework/dates';
import type { CashierEvent } from '../../dataProvider/cashierCalls';

export interface EventChooserProps {
  events: CashierEvent[];
  eventId: string;
  sessionId: string;
  /** Whether the event's lots are sold per session (then a session must be chosen). */
  needsSession: boolean;
  onEvent: (id: string) => void;
  onSession: (id: string) => void;
}

export function EventChooser({ events, eventId, sessionId, needsSession, onEvent, onSession }: EventChooserProps) {
  const translate = useTranslate();
  const event = events.find((e) => e.id === eventId);
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: needsSession ? '3fr 2fr' : '1fr' } }}>
      <TextField select label={translate('app.cashier.sell.event')} value={eventId} onChange={(e) => onEvent(e.target.value)} slotProps={native} id="cashier-event">
        <option value="">{translate('app.cashier.sell.chooseEvent')}</option>
        {events.map((e) => (
          <option key={e.id} value={e.id}>
            {[e.title || translate('resources.events.card.noTitle'), e.startAt ? formatDateTime(e.startAt) : null].filter(Boolean).join(' · ')}
          </option>
        ))}
      </TextField>
      {needsSession && event ? (
        <TextField select label={translate('app.cashier.sell.session')} value={sessionId} onChange={(e) => onSession(e.target.value)} slotProps={native} id="cashier-session">
          <option value="">{translate('app.cashier.sell.chooseSession')}</option>
          {event.sessions.map((s) => (
            <option key={s.id} value={s.id}>
              {`${s.title} · ${formatDateTime(s.startAt)}`}
            </option>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
}
