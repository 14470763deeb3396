/** The door device's login: the validator's access code, as staff read it out (dashes and case do not matter). */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDoorApi, type DoorSession } from './doorApi';
import { unlockSound } from './feedback';

export function AccessCodeStep({ notice, onOpened }: { notice?: string; onOpened: (session: DoorSession) => void }) {
  const translate = useTranslate();
  const api = useDoorApi();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // The tap that opens the session also lets the page beep later (browsers' autoplay rule).
    unlockSound();
    if (!code.trim()) {
      setError(translate('validation.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      onOpened(await api.open(code));
    } catch (err) {
      setError((err as { message?: string })?.message || translate('app.toast.queryError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {translate('app.door.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.door.code.help')}</Typography>
      {notice && !error ? <Alert severity="warning">{notice}</Alert> : null}
      <TextField
        autoFocus
        label={translate('app.door.accessCode')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={Boolean(error)}
        helperText={error || ' '}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, style: { fontFamily: 'monospace', fontSize: '1.2rem', letterSpacing: 1 } } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ py: 1.5 }}>
        {translate(busy ? 'app.door.opening' : 'app.door.open')}
      </Button>
    </Stack>
  );
}
