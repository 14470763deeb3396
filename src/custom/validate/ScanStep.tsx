/**
 * Scanning: the camera and a code field (a USB scanner types the code and Enter), the last
 * answer in its colour with a sound and a vibration, undo of this device's last entry, and the
 * event's counters. A token that stopped working (new code, validator deactivated) ends the session.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import Undo from '@mui/icons-material/Undo';
import { useTranslate } from 'react-admin';
import { toneOf } from '../../shared/resources/validators/scan';
import { useDoorApi, type DoorEvent, type DoorSession } from './doorApi';
import { CameraScanner } from './CameraScanner';
import { ScanResultPanel, type Shown } from './ScanResultPanel';
import { signal } from './feedback';
import { useDoorCounters } from './useDoorCounters';

/** The same QR held in front of the camera is read many times a second: once is enough. */
const SAME_READ_MS = 3000;

const statusOf = (e: unknown) => (e as { status?: number } | null)?.status;
const messageOf = (e: unknown) => (e as { message?: string } | null)?.message || '';

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
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [canUndo, setCanUndo] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const last = useRef({ text: '', at: 0 });
  const failed = useCallback(
    (e: unknown) => {
      if (statusOf(e) === 401) onEnded(messageOf(e));
      else setError(messageOf(e) || translate('app.toast.queryError'));
    },
    [onEnded, translate],
  );
  const { counters, bump } = useDoorCounters(session.token, event.id, failed);
  const sessionTitle = event.sessions.find((s) => s.id === sessionId)?.title;

  async function submit(text: string) {
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    setError('');
    try {
      const answer = await api.scan(session.token, { code: value, eventId: event.id, sessionId });
      setShown({ kind: 'answer', answer });
      signal(toneOf(answer.result, answer.warning));
      if (answer.result === '@VALID') setCanUndo(true);
      setCode('');
      bump();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  }

  function onRead(text: string) {
    const now = Date.now();
    if (text === last.current.text && now - last.current.at < SAME_READ_MS) return;
    last.current = { text, at: now };
    void submit(text);
  }

  async function undo() {
    setBusy(true);
    setError('');
    try {
      const done = await api.undo(session.token);
      setShown({ kind: 'undone', message: done.message, code: done.code });
      setCanUndo(false);
      bump();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(code);
  };

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
      {error ? <Alert severity="error">{error}</Alert> : null}

      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          inputRef={input}
          autoFocus
          fullWidth
          label={translate('app.door.code.label')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, enterKeyHint: 'go' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || !code.trim()} sx={{ py: 1.8, flexShrink: 0 }}>
          {translate('app.door.code.submit')}
        </Button>
      </Box>

      <CameraScanner onRead={onRead} paused={busy} />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button variant="outlined" color="inherit" startIcon={<Undo />} disabled={!canUndo || busy} onClick={() => void undo()}>
          {translate('app.door.undo')}
        </Button>
        <Button onClick={onChangeEvent}>{translate('app.door.changeEvent')}</Button>
      </Box>
    </Stack>
  );
}
