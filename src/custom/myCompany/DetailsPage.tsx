/**
 * /my-company/details (spec 2, "Company details"): logo and icon uploads (JPEG or PNG), name and
 * description, 'Salvar'. Saves the name and description (PATCH /business/), then the images that
 * changed (PATCH /business/preferences), each with the spec's message when it fails: 'Erro ao salvar
 * informações.' for the details, 'Algo deu errado' for logo and icon (the server's message first).
 */
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, Button, Card, FormHelperText, LinearProgress, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../framework/PageHeader';
import { LoadError } from '../../framework/LoadError';
import { setPreferences, type Preferences } from '../../layout/preferences';
import { patch, useLoggedBusiness, withoutStamp, type LoggedBusiness, type Stamped } from './companyCalls';
import { MY_COMPANY_ROUTE } from './routes';

const ACCEPTED = ['image/jpeg', 'image/png'];

interface ImageState {
  /** What is shown: the stored URL, the chosen file as a data URL, or null. */
  value: string | null;
  changed: boolean;
  error?: string;
}

function ImagePicker({ name, label, state, onChange }: { name: 'logo' | 'icon'; label: string; state: ImageState; onChange: (s: ImageState) => void }) {
  const translate = useTranslate();
  const inputId = useId();
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return onChange({ ...state, error: 'server.company.imageType' });
    const reader = new FileReader();
    reader.onload = () => onChange({ value: String(reader.result), changed: true });
    reader.onerror = () => onChange({ ...state, error: 'myCompany.details.imageError' });
    reader.readAsDataURL(file);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label} <Typography component="span" variant="caption" color="text.secondary">({translate('myCompany.details.imageHint')})</Typography>
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ width: 96, height: 96, borderRadius: 2, border: '1px dashed', borderColor: 'divider', display: 'grid', placeItems: 'center', overflow: 'hidden', bgcolor: 'action.hover' }}>
          {state.value ? (
            <Box component="img" src={state.value} alt={translate('myCompany.details.imageAlt', { name: label })} data-testid={`${name}-image`} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', px: 1 }}>
              {translate('myCompany.details.noImage')}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" htmlFor={inputId}>
            {translate('myCompany.details.choose', { name: label })}
            <input id={inputId} name={name} type="file" accept={ACCEPTED.join(',')} hidden onChange={pick} />
          </Button>
          {state.value ? (
            <Button color="error" onClick={() => onChange({ value: null, changed: true })}>
              {translate('myCompany.details.remove', { name: label })}
            </Button>
          ) : null}
        </Box>
      </Box>
      <FormHelperText error={Boolean(state.error)} role={state.error ? 'alert' : undefined}>
        {state.error ? translate(state.error, { _: state.error }) : ' '}
      </FormHelperText>
    </Box>
  );
}

export default function DetailsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const business = useLoggedBusiness();
  const [form, setForm] = useState<{ name: string; description: string; logo: ImageState; icon: ImageState; updatedAt: string | null } | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (form || !business.data) return;
    const b = business.data;
    setForm({ name: b.name, description: b.description ?? '', logo: { value: b.preferences.logo, changed: false }, icon: { value: b.preferences.icon, changed: false }, updatedAt: b.updatedAt });
  }, [business.data, form]);

  const nameError = tried && form && !form.name.trim() ? 'validation.required' : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!form || !form.name.trim()) return;
    setSaving(true);
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    const fail = (error: unknown, fallback: string) => {
      const message = (error as { message?: string })?.message;
      notify(message || fallback, { type: 'error', messageArgs: { _: message || undefined } });
    };
    try {
      // Each write sends the stamp of the one before: a change made meanwhile elsewhere is refused (409).
      let stamp = form.updatedAt;
      try {
        stamp = (await patch<LoggedBusiness>('/business/', { name: form.name, description: form.description, updatedAt: stamp })).updatedAt;
        setForm((f) => f && { ...f, updatedAt: stamp });
      } catch (error) {
        return fail(error, 'myCompany.details.saveError');
      }
      const images: Record<string, string | null> = {};
      for (const k of ['logo', 'icon'] as const) if (form[k].changed) images[k] = form[k].value;
      if (Object.keys(images).length) {
        try {
          const answer = await patch<Stamped<Preferences>>('/business/preferences', { ...images, updatedAt: stamp });
          const prefs = withoutStamp(answer);
          setPreferences(prefs);
          setForm((f) => f && { ...f, updatedAt: answer.updatedAt ?? null, logo: { value: prefs.logo ?? null, changed: false }, icon: { value: prefs.icon ?? null, changed: false } });
        } catch (error) {
          const issue = (error as { body?: { issues?: { field: string; message: string }[] } })?.body?.issues?.[0];
          if (issue && (issue.field === 'logo' || issue.field === 'icon')) setForm((f) => f && { ...f, [issue.field]: { ...f[issue.field as 'logo' | 'icon'], error: issue.message } });
          return fail(error, 'myCompany.details.imageError');
        }
      }
      notify('myCompany.details.saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['business'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('myCompany.pages.details.title')} backTo={MY_COMPANY_ROUTE} />
      {business.isError ? <LoadError error={null} fallback="myCompany.details.loadError" onRetry={() => void business.refetch()} /> : null}
      {!form ? (
        business.isError ? null : <LinearProgress />
      ) : (
        <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 720 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <ImagePicker name="logo" label={translate('myCompany.details.logo')} state={form.logo} onChange={(logo) => setForm({ ...form, logo })} />
            <ImagePicker name="icon" label={translate('myCompany.details.icon')} state={form.icon} onChange={(icon) => setForm({ ...form, icon })} />
          </Box>
          <TextField
            id="business-name"
            label={translate('myCompany.details.name')}
            value={form.name}
            required
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            error={Boolean(nameError)}
            helperText={nameError ? translate(nameError) : ' '}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            id="business-description"
            label={translate('myCompany.details.description')}
            value={form.description}
            multiline
            minRows={3}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('myCompany.details.submit')}
            </Button>
          </Box>
        </Card>
      )}
    </Box>
  );
}
