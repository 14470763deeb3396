/**
 * /accreditation-participant?accreditation={accreditationId} (spec 2 section 2): a participant
 * registers themselves with the accreditation's form (@SELF_SERVICE) and receives their credential:
 * its code and its QR (the bare code), to show at the entrance. The shared check
 * (checkParticipant) runs before sending and the server's messages land on their fields (an
 * e-mail already registered on the e-mail). An unknown or inactive accreditation: a message, no form.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { checkParticipant, type FormField } from '../../shared/accreditation/participant';
import { TicketQrCode } from '../redeem/TicketQrCode';
import { AccreditationFrame } from './AccreditationFrame';
import { ParticipantFormFields, emptyParticipant } from './ParticipantFormFields';
import { messageOf, statusOf, useAccreditationPublicApi, type PublicAccreditation, type RegisteredAnswer } from './accreditationPublicApi';

/** The server's issues ({field, message} in pt-BR) by field. */
function issuesOf(e: unknown): Record<string, string> {
  const issues = (e as { body?: { issues?: { field: string; message: string }[] } } | null)?.body?.issues ?? [];
  return Object.fromEntries(issues.map((i) => [i.field, i.message]));
}

function Credential({ done }: { done: RegisteredAnswer }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="credential">
      <Alert severity="success" sx={{ width: '100%', textAlign: 'left' }}>
        {translate('app.accreditationPublic.register.done')}
      </Alert>
      <Typography sx={{ fontWeight: 600, fontSize: '1.2rem', overflowWrap: 'anywhere' }}>{done.name}</Typography>
      <TicketQrCode code={done.code} label={translate('app.accreditationPublic.register.qrLabel', { code: done.code })} />
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.accreditationPublic.register.code')}
        </Typography>
        <Typography sx={{ fontFamily: 'monospace', fontSize: '1.6rem', fontWeight: 700, letterSpacing: 2 }} data-testid="credential-code">
          {done.code}
        </Typography>
      </Box>
      <Typography color="text.secondary">{translate('app.accreditationPublic.register.advice')}</Typography>
    </Stack>
  );
}

export default function AccreditationParticipantPage() {
  const translate = useTranslate();
  const api = useAccreditationPublicApi();
  const [params] = useSearchParams();
  const id = params.get('accreditation')?.trim() ?? '';
  const [form, setForm] = useState<{ accreditation: PublicAccreditation; fields: FormField[] } | null>(null);
  const [failure, setFailure] = useState(() => (id ? '' : translate('app.accreditationPublic.register.missing')));
  const [values, setValues] = useState(emptyParticipant);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<RegisteredAnswer | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    api.form(id).then(
      (answer) => live && setForm(answer),
      (e) => live && setFailure(messageOf(e) || translate('app.toast.queryError')),
    );
    return () => {
      live = false;
    };
  }, [api, id, translate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form || sending) return;
    const input = { name: values.name, email: values.email, phone: values.phone || null, document: values.document || null, answers: values.answers };
    const checked = checkParticipant(input, form.fields);
    if (checked.issues.length) {
      setErrors(Object.fromEntries(checked.issues.map((i) => [i.field, i.message])));
      setError(translate('app.accreditationPublic.register.fix'));
      return;
    }
    setSending(true);
    setErrors({});
    setError('');
    try {
      setDone(await api.register(id, input));
      window.scrollTo({ top: 0 });
    } catch (err) {
      if (statusOf(err) === 404) return setFailure(messageOf(err));
      const byField = issuesOf(err);
      setErrors(byField);
      setError(Object.keys(byField).length ? translate('app.accreditationPublic.register.fix') : messageOf(err) || translate('app.toast.queryError'));
    } finally {
      setSending(false);
    }
  }

  return (
    <AccreditationFrame accreditation={form?.accreditation} fallbackTitle="app.public.accreditationParticipant" subtitle={translate('app.accreditationPublic.register.title')} failure={failure}>
      {done ? (
        <Credential done={done} />
      ) : (
        <Box component="form" onSubmit={submit} noValidate aria-label={translate('app.accreditationPublic.register.title')}>
          <Stack spacing={2}>
            <Typography color="text.secondary">{translate('app.accreditationPublic.register.intro')}</Typography>
            <ParticipantFormFields fields={form?.fields ?? []} values={values} onChange={setValues} errors={errors} />
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ py: 1.5 }}>
              {translate(sending ? 'app.accreditationPublic.register.submitting' : 'app.accreditationPublic.register.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </AccreditationFrame>
  );
}
