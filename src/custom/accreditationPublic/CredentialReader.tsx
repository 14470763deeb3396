/**
 * Reading credentials on the paired device, as the door reads tickets: the camera (QR codes hold
 * the bare credential code) and a code field (a USB scanner types the code and Enter), the last
 * answer painted at arm's length in its colour with the participant's name, a sound and a
 * vibration, and the field ready for the next read.
 */
import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { readTone, type ReadAnswer } from '../../shared/accreditation/publicAnswers';
import { TONE_COLOURS, TONE_ICONS } from '../validate/ScanResultPanel';
import { signal } from '../validate/feedback';
import { CodeEntry } from '../validate/CodeEntry';
import { useCodeReader } from '../validate/useCodeReader';

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
  const [answer, setAnswer] = useState<ReadAnswer | null>(null);
  const reader = useCodeReader({
    read: async (code) => {
      const next = await read(code);
      setAnswer(next);
      signal(readTone(next.result));
    },
    onError,
  });

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
      <CodeEntry reader={reader} page="accreditationPublic" maxLength={64} />
    </Stack>
  );
}
