/**
 * The last answer, painted to be read at arm's length on a phone: green for an entry, amber for
 * an entry whose holder shows a document (meia-entrada), red for a refusal, with the ticket's
 * details and, for a ticket already used, when and through which validator.
 */
import { Box, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import WarningAmber from '@mui/icons-material/WarningAmber';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Undo from '@mui/icons-material/Undo';
import { useTranslate } from 'react-admin';
import { toneOf, type ScanTone } from '../../shared/resources/validators/scan';
import { formatDateTime } from '../../framework/dates';
import type { ScanAnswer } from './doorApi';

/** What the panel shows: an answer, an undone entry, or nothing yet. */
export type Shown = { kind: 'answer'; answer: ScanAnswer } | { kind: 'undone'; message: string; code: string } | { kind: 'idle' };

// Contrast above 6:1 for white on green and red, and black on amber. The accreditation pages paint theirs alike.
export const TONE_COLOURS: Record<ScanTone | 'neutral', { bg: string; fg: string }> = {
  valid: { bg: '#1b5e20', fg: '#fff' },
  warning: { bg: '#ffb300', fg: '#000' },
  refused: { bg: '#b71c1c', fg: '#fff' },
  neutral: { bg: '#eceff1', fg: '#263238' },
};
export const TONE_ICONS = { valid: CheckCircle, warning: WarningAmber, refused: Cancel, neutral: QrCodeScanner };

function details(answer: ScanAnswer, translate: (key: string, options?: object) => string): string[] {
  const t = answer.ticket;
  if (!t) return [];
  const lines = [
    t.holderName,
    [t.ticketTitle, t.sectorName, t.lotTitle].filter(Boolean).join(' · '),
    t.sessionTitle,
    answer.result === '@WRONG_EVENT' && t.eventTitle ? translate('app.door.result.otherEvent', { event: t.eventTitle }) : null,
    answer.result === '@ALREADY_USED' && answer.validatedAt
      ? translate('app.door.result.usedAt', { at: formatDateTime(answer.validatedAt), by: answer.validatedBy || translate('app.door.result.someone') })
      : null,
    translate('app.door.result.code', { code: t.code }),
  ];
  return lines.filter((l): l is string => Boolean(l));
}

export function ScanResultPanel({ shown }: { shown: Shown }) {
  const translate = useTranslate();
  const tone = shown.kind === 'answer' ? toneOf(shown.answer.result, shown.answer.warning) : 'neutral';
  const { bg, fg } = TONE_COLOURS[tone];
  const Icon = shown.kind === 'undone' ? Undo : TONE_ICONS[tone];
  const headline = shown.kind === 'answer' ? shown.answer.message : shown.kind === 'undone' ? shown.message : translate('app.door.result.idle');
  const lines = shown.kind === 'answer' ? details(shown.answer, translate) : shown.kind === 'undone' ? [translate('app.door.result.code', { code: shown.code })] : [];
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-testid="scan-result"
      data-tone={shown.kind === 'answer' ? tone : shown.kind}
      sx={{ bgcolor: bg, color: fg, borderRadius: 2, p: { xs: 2, sm: 3 }, minHeight: { xs: 190, sm: 220 }, display: 'flex', alignItems: 'center' }}
    >
      <Stack spacing={1} sx={{ width: '100%', alignItems: 'center', textAlign: 'center' }}>
        <Icon sx={{ fontSize: { xs: 56, sm: 72 } }} aria-hidden />
        <Typography component="p" sx={{ fontSize: { xs: '1.9rem', sm: '2.4rem' }, fontWeight: 800, lineHeight: 1.15 }}>
          {headline}
        </Typography>
        {shown.kind === 'answer' && shown.answer.warning ? (
          <Typography component="p" data-testid="scan-warning" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 800, lineHeight: 1.2, border: 3, borderColor: fg, borderRadius: 1, px: 1.5, py: 0.5 }}>
            {shown.answer.warning.message}
          </Typography>
        ) : null}
        {lines.map((line) => (
          <Typography key={line} component="p" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
