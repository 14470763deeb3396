/**
 * The area's first screen: find a participant by name, e-mail, CPF (typed with its mask or not)
 * or credential code, or by reading their credential's QR with the camera; or register one on
 * site. A read QR that names one participant opens them.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, List, ListItemButton, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CameraScanner } from '../validate/CameraScanner';
import { areaPath, useAreaApi, type AreaParticipant } from './areaApi';

export function FindParticipants({ accreditationId, onSessionError }: { accreditationId: string; onSessionError: (err: unknown) => void }) {
  const translate = useTranslate();
  const api = useAreaApi();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<AreaParticipant[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);

  async function find(text: string, openSingle = false) {
    setError(null);
    setBusy(true);
    try {
      const rows = await api.search(text.trim());
      if (openSingle && rows.length === 1) return navigate(areaPath(accreditationId, `/participants/${rows[0].id}`));
      setFound(rows);
    } catch (err) {
      onSessionError(err);
      setError((err as Error)?.message || translate('accreditationArea.find.error'));
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(search);
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
          {translate('accreditationArea.find.title')}
        </Typography>
        <Button component={RouterLink} to={areaPath(accreditationId, '/register')} variant="contained" startIcon={<PersonAddIcon />}>
          {translate('accreditationArea.register.open')}
        </Button>
      </Box>
      <Paper component="form" onSubmit={submit} sx={{ p: 2 }} role="search" aria-label={translate('accreditationArea.find.title')}>
        <Stack spacing={1.5}>
          <TextField
            label={translate('accreditationArea.find.label')}
            helperText={translate('accreditationArea.find.help')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
            fullWidth
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('accreditationArea.find.submit')}
            </Button>
            <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setScanning(!scanning)} aria-pressed={scanning}>
              {translate(scanning ? 'accreditationArea.find.stopScan' : 'accreditationArea.find.scan')}
            </Button>
          </Box>
          {scanning ? (
            <CameraScanner
              paused={busy}
              onRead={(text) => {
                setScanning(false);
                setSearch(text);
                void find(text, true);
              }}
            />
          ) : null}
        </Stack>
      </Paper>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {found && found.length === 0 ? <Alert severity="info">{translate('accreditationArea.find.none')}</Alert> : null}
      {found && found.length > 0 ? (
        <Paper>
          <List aria-label={translate('accreditationArea.find.results')}>
            {found.map((p) => (
              <ListItemButton key={p.id} component={RouterLink} to={areaPath(accreditationId, `/participants/${p.id}`)}>
                <ListItemText primary={p.name} secondary={p.email} />
                <Chip
                  size="small"
                  color={p.accreditedAt ? 'success' : 'default'}
                  label={translate(p.accreditedAt ? 'accreditationArea.status.accredited' : 'accreditationArea.status.notAccredited')}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : null}
    </Stack>
  );
}
