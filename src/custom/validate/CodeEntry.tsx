/**
 * What reads codes at an entrance, under the answer (the door's scan step, the accreditation's
 * credential reader): a failed call's message, the code field with its button (a USB scanner types
 * the code and Enter) and the camera. Texts `app.{page}.code.*`, the camera's `app.{page}.camera.*`.
 */
import { Alert, Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CameraScanner } from './CameraScanner';
import type { CodeReader } from './useCodeReader';

export interface CodeEntryProps {
  reader: CodeReader;
  /** Whose words: 'door' or 'accreditationPublic'. */
  page: string;
  /** The longest code the field takes. */
  maxLength?: number;
}

export function CodeEntry({ reader, page, maxLength }: CodeEntryProps) {
  const translate = useTranslate();
  return (
    <>
      {reader.error ? <Alert severity="error">{reader.error}</Alert> : null}
      <Box component="form" onSubmit={reader.onSubmit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          inputRef={reader.input}
          autoFocus
          fullWidth
          label={translate(`app.${page}.code.label`)}
          value={reader.code}
          onChange={(e) => reader.setCode(e.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, enterKeyHint: 'go', maxLength } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={reader.busy || !reader.code.trim()} sx={{ py: 1.8, flexShrink: 0 }}>
          {translate(`app.${page}.code.submit`)}
        </Button>
      </Box>
      <CameraScanner onRead={reader.onRead} paused={reader.busy} page={page} />
    </>
  );
}
