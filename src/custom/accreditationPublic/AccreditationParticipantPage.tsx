/**
 * /accreditation-participant?accreditation={accreditationId} (spec 2 section 2): a participant
 * registers themselves with the accreditation's form (@SELF_SERVICE) and receives their credential:
 * its code and its QR (the bare code), to show at the entrance. The one participant form renderer
 * (ParticipantForm) with the shared check (checkParticipant) before sending; the server's messages
 * land on their fields (an e-mail already registered on the e-mail). An unknown or inactive
 * accreditation: a message, no form.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { FormField } from '../../shared/accreditation/participant';
import { ParticipantForm, emptyParticipant, participantResolver, serverIssues } from '../../resources/accreditations/participantForm/ParticipantForm';
import { TicketQrCode } from '../redeem/TicketQrCode';
import { AccreditationFrame } from './AccreditationFrame';
import { messageOf, statusOf, useAccreditationPublicApi, type PublicAccreditation, type RegisteredAnswer } from './accreditationPublicApi';

/** Under the form: what went wrong with the last sending (fields to fix, or the server's message). */
function SendProblem({ message }: { message: string }) {
  const translate = useTranslate();
  const { errors, submitCount } = useFormState();
  const text = submitCount > 0 && Object.keys(errors).length ? translate('app.accreditationPublic.register.fix') : message;
  return text ? (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  ) : null;
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
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<RegisteredAnswer | null>(null);
  const resolver = useMemo(() => participantResolver(form?.fields ?? []), [form]);

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

  async function submit(values: Record<string, unknown>) {
    if (sending) return undefined;
    setSending(true);
    setError('');
    try {
      setDone(await api.register(id, values as never));
      window.scrollTo({ top: 0 });
      return undefined;
    } catch (err) {
      if (statusOf(err) === 404) {
        setFailure(messageOf(err));
        return undefined;
      }
      setError(messageOf(err) || translate('app.toast.queryError'));
      return serverIssues(err);
    } finally {
      setSending(false);
    }
  }

  return (
    <AccreditationFrame accreditation={form?.accreditation} fallbackTitle="app.public.accreditationParticipant" subtitle={translate('app.accreditationPublic.register.title')} failure={failure}>
      {done ? (
        <Credential done={done} />
      ) : !form ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <Form record={emptyParticipant(form.fields)} resolver={resolver as never} onSubmit={submit as never} noValidate mode="onSubmit" reValidateMode="onChange" disableInvalidFormNotification>
          <Stack spacing={2}>
            <Typography color="text.secondary">{translate('app.accreditationPublic.register.intro')}</Typography>
            <ParticipantForm fields={form.fields} variant="outlined" selfFill />
            <SendProblem message={error} />
            <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ py: 1.5 }}>
              {translate(sending ? 'app.accreditationPublic.register.submitting' : 'app.accreditationPublic.register.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </AccreditationFrame>
  );
}
