/**
 * Error text under a field with a warning icon (spec 1 section 5). Messages are catalogue
 * keys (yup) or the server's pt-BR text (per-field issues): translate with the text as fallback.
 */
import { Box } from '@mui/material';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';

export function FieldError({ message }: { message?: string }) {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <WarningAmber sx={{ fontSize: 16 }} aria-hidden />
      <span>{translate(message, { _: message })}</span>
    </Box>
  );
}
