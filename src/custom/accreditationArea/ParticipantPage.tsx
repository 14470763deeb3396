/**
 * A participant in the area: who they are, 'Credenciar' (hands the credential once; a second time
 * says when it was handed), the credential itself (name, the answers to the choice questions such
 * as 'Função', the code and its QR, which holds the bare code) with 'Imprimir credencial' printing
 * only the credential, and the entry into an active activity with the answer in pt-BR.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, FormControl, InputLabel, LinearProgress, MenuItem, Paper, Select, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { PrintArea } from '../../framework/PrintArea';
import { formatDay, formatDayTime } from '../../framework/dates';
import { formatDocument, formatPhone } from '../../framework/format';
import { TicketQrCode } from '../redeem/TicketQrCode';
import { KINDS_WITH_OPTIONS } from '../../shared/accreditation/fieldKinds';
import type { FormField } from '../../shared/accreditation/participant';
import { areaPath, useAreaApi, type AreaActivity, type AreaParticipant, type CheckInAnswer } from './areaApi';

const dayAndTime = formatDayTime;

/** An answer as the staff read it: dd/mm/aaaa, the phone and CPF masks, choices joined. */
function answerText(field: FormField, value: string | string[]): string {
  if (Array.isArray(value)) return value.join(', ');
  if (field.kind === '@DATE') return formatDay(value);
  if (field.kind === '@PHONE') return formatPhone(value);
  if (field.kind === '@CPF') return formatDocument(value);
  return value;
}

/** The credential: what is printed and shown at the entrance. */
function Credential({ participant, fields }: { participant: AreaParticipant; fields: readonly FormField[] }) {
  const translate = useTranslate();
  const choices = fields.filter((f) => KINDS_WITH_OPTIONS.includes(f.kind) && participant.answers[f.id] !== undefined);
  return (
    <PrintArea>
      <Paper variant="outlined" sx={{ p: 2, textAlign: 'center', maxWidth: 360, mx: 'auto' }} aria-label={translate('accreditationArea.credential.title')} role="region">
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {participant.name}
        </Typography>
        {choices.map((f) => (
          <Typography key={f.id} variant="subtitle1">
            {f.label}: {answerText(f, participant.answers[f.id])}
          </Typography>
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
          <TicketQrCode code={participant.code} label={translate('accreditationArea.credential.qr', { code: participant.code })} size={200} />
        </Box>
        <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 2 }}>
          {participant.code}
        </Typography>
      </Paper>
    </PrintArea>
  );
}

const CHECK_IN_SEVERITY: Record<CheckInAnswer['result'], 'success' | 'warning' | 'error'> = {
  '@CHECKED_IN': 'success',
  '@ALREADY_CHECKED_IN': 'warning',
  '@NOT_ACCREDITED': 'error',
  '@ACTIVITY_INACTIVE': 'error',
  '@ACTIVITY_FULL': 'error',
};

export function ParticipantPage({ accreditationId, onSessionError }: { accreditationId: string; onSessionError: (err: unknown) => void }) {
  const translate = useTranslate();
  const api = useAreaApi();
  const location = useLocation();
  const { participantId = '' } = useParams();
  const [participant, setParticipant] = useState<AreaParticipant | null>(null);
  const [fields, setFields] = useState<FormField[]>([]);
  const [activities, setActivities] = useState<AreaActivity[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [accreditNote, setAccreditNote] = useState<{ severity: 'success' | 'info'; text: string } | null>(null);
  const [activityId, setActivityId] = useState('');
  const [entry, setEntry] = useState<{ severity: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const registered = (location.state as { registered?: boolean } | null)?.registered === true;

  useEffect(() => {
    let live = true;
    Promise.all([api.participant(participantId), api.form(), api.activities()]).then(
      ([p, f, a]) => {
        if (!live) return;
        setParticipant(p);
        setFields(f);
        setActivities(a);
      },
      (err: Error) => {
        onSessionError(err);
        if (live) setLoadError(err?.message || translate('accreditationArea.participant.loadError'));
      },
    );
    return () => {
      live = false;
    };
  }, [api, participantId, onSessionError, translate]);

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!participant) return <LinearProgress aria-label={translate('ra.page.loading')} />;

  async function run<T>(call: () => Promise<T>, then: (answer: T) => void) {
    setError(null);
    setBusy(true);
    try {
      then(await call());
    } catch (err) {
      onSessionError(err);
      setError((err as Error)?.message || translate('app.toast.queryError'));
    } finally {
      setBusy(false);
    }
  }

  const accreditNow = () =>
    run(
      () => api.accredit(participant.id),
      (answer) => {
        setParticipant(answer.participant);
        setAccreditNote(
          answer.result === '@ACCREDITED'
            ? { severity: 'success', text: translate('accreditationArea.participant.accredited') }
            : { severity: 'info', text: translate('accreditationArea.participant.alreadyAccredited', { when: dayAndTime(answer.participant.accreditedAt!) }) },
        );
      },
    );

  const enter = () =>
    run(
      () => api.checkIn(participant.id, activityId),
      (answer) => {
        const activity = activities.find((a) => a.id === activityId)?.name ?? '';
        const when = 'at' in answer ? dayAndTime(answer.at) : '';
        setEntry({ severity: CHECK_IN_SEVERITY[answer.result], text: translate(`accreditationArea.checkIn.results.${answer.result}`, { activity, when }) });
        if (answer.result === '@CHECKED_IN') setParticipant({ ...participant, checkins: [...(participant.checkins ?? []), { activityId, at: answer.at }] });
      },
    );

  const answerLines = fields.filter((f) => participant.answers[f.id] !== undefined);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={areaPath(accreditationId)}>
          {translate('accreditationArea.participant.back')}
        </Button>
      </Box>
      {registered && !accreditNote ? <Alert severity="success">{translate('accreditationArea.register.done')}</Alert> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Paper sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">
          {participant.name}
        </Typography>
        <Typography color="text.secondary">{participant.email}</Typography>
        <Typography variant="body2">
          {translate('accreditationArea.fields.phone')}: {participant.phone ? formatPhone(participant.phone) : translate('accreditationArea.participant.noPhone')}
        </Typography>
        <Typography variant="body2">
          {translate('accreditationArea.fields.document')}: {participant.document ? formatDocument(participant.document) : translate('accreditationArea.participant.noDocument')}
        </Typography>
        {answerLines.map((f) => (
          <Typography key={f.id} variant="body2">
            {f.label}: {answerText(f, participant.answers[f.id])}
          </Typography>
        ))}
      </Paper>

      <Paper sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {translate('accreditationArea.credential.title')}
          </Typography>
          {accreditNote ? <Alert severity={accreditNote.severity}>{accreditNote.text}</Alert> : null}
          {participant.accreditedAt ? (
            <>
              {!accreditNote ? <Alert severity="info">{translate('accreditationArea.participant.alreadyAccredited', { when: dayAndTime(participant.accreditedAt) })}</Alert> : null}
              <Credential participant={participant} fields={fields} />
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
                  {translate('accreditationArea.credential.print')}
                </Button>
              </Box>
            </>
          ) : (
            <>
              <Typography>{translate('accreditationArea.participant.notYet')}</Typography>
              <Button variant="contained" size="large" onClick={accreditNow} disabled={busy}>
                {translate('accreditationArea.participant.accredit')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>

      <Paper sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {translate('accreditationArea.checkIn.title')}
          </Typography>
          {activities.length === 0 ? (
            <Typography color="text.secondary">{translate('accreditationArea.checkIn.none')}</Typography>
          ) : (
            <>
              <FormControl fullWidth>
                <InputLabel id="activity-label">{translate('accreditationArea.checkIn.activity')}</InputLabel>
                <Select labelId="activity-label" label={translate('accreditationArea.checkIn.activity')} value={activityId} onChange={(e) => setActivityId(String(e.target.value))}>
                  {activities.map((a) => (
                    <MenuItem key={a.id} value={a.id}>
                      {a.location ? `${a.name} · ${a.location}` : a.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <Button variant="contained" onClick={enter} disabled={busy || !activityId}>
                {translate('accreditationArea.checkIn.submit')}
              </Button>
            </>
          )}
          {entry ? (
            <Alert severity={entry.severity} role="status">
              {entry.text}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
