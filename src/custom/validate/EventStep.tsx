/** Which event (and, when it has sessions, which session) this device checks tickets of. */
import { useState } from 'react';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../framework/dates';
import type { DoorSession } from './doorApi';
import { unlockSound } from './feedback';

export interface EventChoice {
  eventId: string;
  sessionId: string | null;
}

export function EventStep({ session, initial, onChosen, onExit }: { session: DoorSession; initial?: Partial<EventChoice>; onChosen: (c: EventChoice) => void; onExit: () => void }) {
  const translate = useTranslate();
  const [eventId, setEventId] = useState(initial?.eventId ?? (session.events.length === 1 ? session.events[0].id : ''));
  const [sessionId, setSessionId] = useState(initial?.sessionId ?? '');
  const event = session.events.find((e) => e.id === eventId);
  const needsSession = Boolean(event?.sessions.length);
  const ready = Boolean(event) && (!needsSession || event!.sessions.some((s) => s.id === sessionId));
  const label = (title: string | null, startAt: string | null) => [title || translate('resources.events.card.noTitle'), startAt ? formatDateTime(startAt) : null].filter(Boolean).join(' · ');

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {translate('app.door.chooseEvent')}
        </Typography>
        <Typography color="text.secondary">{translate('app.door.validator', { name: session.validator.name })}</Typography>
      </div>
      <FormControl>
        <FormLabel id="door-event">{translate('app.door.event')}</FormLabel>
        <RadioGroup aria-labelledby="door-event" value={eventId} onChange={(e) => { setEventId(e.target.value); setSessionId(''); }}>
          {session.events.map((e) => (
            <FormControlLabel key={e.id} value={e.id} control={<Radio />} label={label(e.title, e.startAt)} sx={{ py: 0.5 }} />
          ))}
        </RadioGroup>
      </FormControl>
      {needsSession ? (
        <FormControl>
          <FormLabel id="door-session">{translate('app.door.session')}</FormLabel>
          <RadioGroup aria-labelledby="door-session" value={sessionId} onChange={(e) => setSessionId(e.target.value)}>
            {event!.sessions.map((s) => (
              <FormControlLabel key={s.id} value={s.id} control={<Radio />} label={label(s.title, s.startAt)} sx={{ py: 0.5 }} />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      <Button
        variant="contained"
        size="large"
        disabled={!ready}
        sx={{ py: 1.5 }}
        onClick={() => {
          unlockSound();
          onChosen({ eventId, sessionId: needsSession ? sessionId : null });
        }}
      >
        {translate('app.door.start')}
      </Button>
      <Button color="inherit" onClick={onExit}>
        {translate('app.door.exit')}
      </Button>
    </Stack>
  );
}
