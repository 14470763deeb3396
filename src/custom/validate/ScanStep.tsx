/**
 * Scanning: the camera and a code field (a USB scanner types the code and Enter), the last
 * answer in its colour with a sound and a vibration, undo of this device's last entry, and the
 * event's counters. A token that stopped working (new code, validator deactivated) ends the session.
 */
import { useCallback, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import Undo from '@mui/icons-material/Undo';
import { useTranslate } from 'react-admin';
import { toneOf } from '../../shared/resources/validators/scan';
import { useDoorApi, type DoorEvent, type DoorSession } from './doorApi';
import { CodeEntry } from './CodeEntry';
import { ScanResultPanel, type Shown } from './ScanResultPanel';
import { signal } from './feedback';
import { messageOf, statusOf, useCodeReader } from './useCodeReader';
import { useDoorCounters } from './useDoorCounters';

export interface ScanStepProps {
  session: DoorSession;
  event: DoorEvent;
  sessionId: string | null;
  /** The token stopped working: back to the access code, with the server's message. */
  onEnded: (message: string) => void;
  onChangeEvent: () => void;
}

export function ScanStep({ session, event, sessionId, onEnded, onChangeEvent }: ScanStepProps) {
  const translate = useTranslate();
  const api = useDoorApi();
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const [canUndo, setCanUndo] = useState(false);
  const ended = useCallback(
    (e: unknown) => {
      if (statusOf(e) !== 401) return false;
      onEnded(messageOf(e));
      return true;
    },
    [onEnded],
  );
  const reader = useCodeReader({
    read: async (code) => {
      const answer = await api.scan(session.token, { code, eventId: event.id, sessionId });
      setShown({ kind: 'answer', answer });
      signal(toneOf(answer.result, answer.warning));
      if (answer.result === '@VALID') setCanUndo(true);
      bump();
    },
    onError: ended,
  });
  const { counters, bump } = useDoorCounters(session.token, event.id, reader.fail);
  const sessionTitle = event.sessions.find((s) => s.id === sessionId)?.title;

  const undo = () =>
    reader.run(async () => {
      const done = await api.undo(session.token);
      setShown({ kind: 'undone', message: done.message, code: done.code });
      setCanUndo(false);
      bump();
    });

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {event.title || translate('resources.events.card.noTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[sessionTitle, session.validator.name].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }} data-testid="door-counters" aria-live="polite">
          <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 800, lineHeight: 1.1 }}>
            {counters ? translate('app.door.counters.value', { validated: counters.validated.toLocaleString('pt-BR'), total: counters.total.toLocaleString('pt-BR') }) : '—'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('app.door.counters.label')}
          </Typography>
        </Box>
      </Box>

      <ScanResultPanel shown={shown} />
      <CodeEntry reader={reader} page="door" />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button variant="outlined" color="inherit" startIcon={<Undo />} disabled={!canUndo || reader.busy} onClick={() => void undo()}>
          {translate('app.door.undo')}
        </Button>
        <Button onClick={onChangeEvent}>{translate('app.door.changeEvent')}</Button>
      </Box>
    </Stack>
  );
}
