/**
 * Registering a participant on site (@ON_SITE) with the accreditation's form: the one participant
 * form renderer (ParticipantForm, also the staff's and the public page's), checked by the same
 * function as the server (checkParticipant), the server's issues under their fields.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { FormField } from '../../shared/accreditation/participant';
import { ParticipantForm, emptyParticipant, participantResolver, serverIssues } from '../../resources/accreditations/participantForm/ParticipantForm';
import { areaPath, useAreaApi, type RegistrationInput } from './areaApi';

export function RegisterParticipant({ accreditationId, onSessionError }: { accreditationId: string; onSessionError: (err: unknown) => void }) {
  const translate = useTranslate();
  const api = useAreaApi();
  const navigate = useNavigate();
  const [fields, setFields] = useState<FormField[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resolver = useMemo(() => participantResolver(fields ?? []), [fields]);

  useEffect(() => {
    let live = true;
    api.form().then(
      (f) => live && setFields(f),
      (err: Error) => {
        onSessionError(err);
        if (live) setLoadError(err?.message || translate('accreditationArea.register.loadError'));
      },
    );
    return () => {
      live = false;
    };
  }, [api, onSessionError, translate]);

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!fields) return <LinearProgress aria-label={translate('ra.page.loading')} />;

  async function submit(values: RegistrationInput) {
    setError(null);
    setBusy(true);
    try {
      const created = await api.register(values);
      navigate(areaPath(accreditationId, `/participants/${created.id}`), { state: { registered: true } });
      return undefined;
    } catch (err) {
      onSessionError(err);
      setError((err as Error)?.message || translate('accreditationArea.register.error'));
      setBusy(false);
      return serverIssues(err);
    }
  }

  return (
    <Paper sx={{ p: 2 }}>
      <Form record={emptyParticipant(fields)} resolver={resolver as never} onSubmit={submit as never} noValidate mode="onSubmit" reValidateMode="onChange" disableInvalidFormNotification>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('accreditationArea.register.title')}
          </Typography>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <ParticipantForm fields={fields} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('accreditationArea.register.submit')}
            </Button>
            <Button component={RouterLink} to={areaPath(accreditationId)}>
              {translate('ra.action.cancel')}
            </Button>
          </Box>
        </Stack>
      </Form>
    </Paper>
  );
}
