/**
 * /convite/{businessId}#token=...: the public page of an invite link (outside the admin's layout).
 * A new person sets name, surname and password (the rules of the reset page); someone who already
 * has an account types their password to join. The token leaves the address bar for the page's
 * state, as on the reset page; an expired, revoked or used invite says so.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { OutlinedTextField } from '../../framework/inputs/OutlinedTextField';
import { confirmationError, newPasswordError } from '../../shared/passwordRules';
import { personNameError } from '../../shared/people/rules';
import { tokenOfHash } from '../../custom/password/passwordApi';
import { AuthCard } from '../../custom/password/AuthCard';
import { usePeopleApi, type InviteInfo } from './peopleApi';

type Errors = Partial<Record<'firstName' | 'lastName' | 'password' | 'confirmation', string>>;
const fieldErrors = (error: unknown) => (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};

function ToLogin() {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to="/auth/login" variant="contained">
      {translate('people.accept.toLogin')}
    </Button>
  );
}

export default function InviteAcceptPage() {
  const translate = useTranslate();
  const api = usePeopleApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { businessId = '' } = useParams();
  const token = (location.state as { token?: string } | null)?.token || tokenOfHash(location.hash);
  const [form, setForm] = useState({ firstName: '', lastName: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (location.hash && token) navigate({ pathname: location.pathname }, { replace: true, state: { token } });
  }, [location.hash, location.pathname, navigate, token]);

  // No query cache outside the admin (PublicShell): one call when the page opens.
  const [info, setInfo] = useState<{ data?: InviteInfo; error?: unknown; isError: boolean }>({ isError: false });
  useEffect(() => {
    if (!token) return;
    let live = true;
    api.inviteInfo(token, businessId).then(
      (data) => live && setInfo({ data, isError: false }),
      (error: unknown) => live && setInfo({ error, isError: true }),
    );
    return () => {
      live = false;
    };
  }, [api, token, businessId]);

  if (!token || info.isError) {
    const status = (info.error as { status?: number } | null)?.status;
    const message = !token ? translate('people.accept.incomplete') : status === 404 ? translate('people.accept.invalid') : (info.error as Error)?.message || translate('people.errors.generic');
    return (
      <AuthCard title="people.accept.title" subtitle="">
        <Alert severity="error">{message}</Alert>
        <ToLogin />
      </AuthCard>
    );
  }
  if (!info.data) {
    return (
      <AuthCard title="people.accept.title" subtitle={translate('people.accept.loading')}>
        <LinearProgress />
      </AuthCard>
    );
  }
  const invite = info.data;
  const subtitle = translate('people.accept.subtitle', { business: invite.businessName, role: invite.roleName });
  if (done) {
    return (
      <AuthCard title="people.accept.title" subtitle={subtitle}>
        <Alert severity="success">{done}</Alert>
        <ToLogin />
      </AuthCard>
    );
  }

  const set = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found: Errors = {};
    if (!invite.existingUser) {
      const first = personNameError(form.firstName);
      if (first) found.firstName = translate(first);
      const pw = newPasswordError(form.password);
      if (pw) found.password = translate(pw);
      const conf = pw ? null : confirmationError(form.password, form.confirmation);
      if (conf) found.confirmation = translate(conf);
    } else if (!form.password) found.password = translate('validation.required');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const body = invite.existingUser ? { password: form.password } : { firstName: form.firstName.trim(), lastName: form.lastName.trim(), password: form.password };
      await api.acceptInvite(token, businessId, body);
      setDone(translate('people.accept.done', { business: invite.businessName }));
    } catch (err) {
      const onFields = fieldErrors(err);
      if (Object.keys(onFields).length) setErrors(onFields);
      else setError((err as Error)?.message || translate('people.errors.generic'));
      setSaving(false);
    }
  }

  return (
    <AuthCard title="people.accept.title" subtitle={subtitle} onSubmit={submit}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Typography variant="body2">{translate(invite.existingUser ? 'people.accept.existingAccount' : 'people.accept.newAccount', { email: invite.email })}</Typography>
      {invite.existingUser ? null : (
        <>
          <OutlinedTextField
            label={translate('people.accept.firstName')}
            autoComplete="given-name"
            value={form.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
            error={Boolean(errors.firstName)}
            helperText={errors.firstName}
            required
            autoFocus
          />
          <OutlinedTextField label={translate('people.accept.lastName')} autoComplete="family-name" value={form.lastName} onChange={(e) => set('lastName')(e.target.value)} error={Boolean(errors.lastName)} helperText={errors.lastName} />
          <Typography variant="body2" id="invite-password-rules">
            {translate('app.password.rules')}
          </Typography>
        </>
      )}
      <OutlinedTextField
        id="invite-password"
        label={translate('people.accept.password')}
        type="password"
        autoComplete={invite.existingUser ? 'current-password' : 'new-password'}
        value={form.password}
        onChange={(e) => set('password')(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        htmlInput={invite.existingUser ? undefined : { 'aria-describedby': errors.password ? 'invite-password-helper-text invite-password-rules' : 'invite-password-rules' }}
        required
        autoFocus={invite.existingUser}
      />
      {invite.existingUser ? null : (
        <OutlinedTextField
          label={translate('people.accept.confirmation')}
          type="password"
          autoComplete="new-password"
          value={form.confirmation}
          onChange={(e) => set('confirmation')(e.target.value)}
          error={Boolean(errors.confirmation)}
          helperText={errors.confirmation}
          required
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        {saving ? <CircularProgress size={24} color="inherit" /> : translate(invite.existingUser ? 'people.accept.submitExisting' : 'people.accept.submitNew')}
      </Button>
    </AuthCard>
  );
}
