/**
 * Reading credentials on the paired device, as the door reads tickets: the camera (QR codes hold
 * the bare credential code) and a code field (a USB scanner types the code and Enter), the last
 * answer painted at arm's length in its colour with the participant's name, a sound and a
 * vibration, and the field ready for the next read.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { readTone, type ReadAnswer } from '../../shared/accreditation/publicAnswers';
import { CameraScanner } from '../validate/CameraScanner';
import { TONE_COLOURS, TONE_ICONS } from '../validate/ScanResultPanel';
import { signal, unlockSound } from '../validate/feedback';
import { messageOf } from './accreditationPublicApi';

/** The same QR held in front of the camera is read many times a second: once is enough. */
const SAME_READ_MS = 3000;

export interface CredentialReaderProps {
  read: (code: string) => Promise<ReadAnswer>;
  /** The lines under the headline: the participant, when, the code. */
  details: (answer: ReadAnswer) => string[];
  /** A read failed as a call (not as an answer): the page decides (a link that stopped working ends it). */
  onError?: (error: unknown) => boolean;
}

function ReadPanel({ answer }: { answer: ReadAnswer | null; }) {
  const translate = useTranslate();
  const tone = answer ? readTone(answer.result) : 'neutral';
  const { bg, fg } = TONE_COLOURS[tone];
  const Icon = TONE_ICONS[tone];
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-testid="read-result"
      data-result={answer?.result ?? ''}
      data-tone={tone}
      sx={{ bgcolor: bg, color: fg, borderRadius: 2, p: { xs: 2, sm: 3 }, minHeight: { xs: 180, sm: 210 }, display: 'flex', alignItems: 'center' }}
    >
      <Stack spacing={1} sx={{ width: '100%', alignItems: 'center', textAlign: 'center' }}>
        <Icon sx={{ fontSize: { xs: 56, sm: 72 } }} aria-hidden />
        {answer?.participant ? (
          <Typography component="p" data-testid="read-name" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
            {answer.participant.name}
          </Typography>
        ) : null}
        <Typography component="p" sx={{ fontSize: { xs: '1.9rem', sm: '2.4rem' }, fontWeight: 800, lineHeight: 1.15 }}>
          {answer ? answer.message : translate('app.accreditationPublic.result.idle')}
        </Typography>
      </Stack>
    </Box>
  );
}

export function CredentialReader({ read, details, onError }: CredentialReaderProps) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<ReadAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const last = useRef({ text: '', at: 0 });

  async function submit(text: string) {
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    setError('');
    try {
      const next = await read(value);
      setAnswer(next);
      signal(readTone(next.result));
      setCode('');
    } catch (e) {
      if (!onError?.(e)) setError(messageOf(e) || translate('app.toast.queryError'));
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

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    unlockSound();
    void submit(code);
  };

  const lines = answer ? details(answer) : [];
  return (
    <Stack spacing={2}>
      <ReadPanel answer={answer} />
      {lines.length ? (
        <Box data-testid="read-details" sx={{ textAlign: 'center' }}>
          {lines.map((line) => (
            <Typography key={line} component="p" variant="body1" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          inputRef={input}
          autoFocus
          fullWidth
          label={translate('app.accreditationPublic.code.label')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, enterKeyHint: 'go', maxLength: 64 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || !code.trim()} sx={{ py: 1.8, flexShrink: 0 }}>
          {translate('app.accreditationPublic.code.submit')}
        </Button>
      </Box>
      <CameraScanner onRead={onRead} paused={busy} page="accreditationPublic" />
    </Stack>
  );
}
