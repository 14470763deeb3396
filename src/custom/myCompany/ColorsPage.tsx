/**
 * /my-company/colors (spec 2, "Company colours"): primary, secondary and alternative colour, each
 * required and a hex of 3 or 6 digits with '#'; mirrored into the address as primaria, secundaria and
 * alternativa (hex without '#') and prefilled from it; a live preview of the primary colour in the
 * admin's own theme rules (text at 4.5:1). 'Atualizar' saves; the admin's theme follows at once here
 * and, through the realtime socket, in every open session of the business.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Card, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../framework/PageHeader';
import { LoadError } from '../../framework/LoadError';
import { useToastedCall } from '../../framework/useToastedCall';
import { buildTheme } from '../../layout/theme';
import { setPreferences, type Preferences } from '../../layout/preferences';
import { COLOR_FIELDS, COLOR_QUERY, companyColorIssues, hexFromQuery, hexToQuery, isHex, type ColorField as Field } from '../../shared/company/themes';
import { ColorField } from './ColorField';
import { patch, useLoggedBusiness, withoutStamp, type Stamped } from './companyCalls';
import { MY_COMPANY_ROUTE } from './routes';

type Values = Record<Field, string>;
/** Spec 2 section 9: colours fall back to #000. */
const FALLBACK = '#000';

export default function ColorsPage() {
  const translate = useTranslate();
  const business = useLoggedBusiness();
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<Values | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const call = useToastedCall();
  const queryClient = useQueryClient();
  const initial = useRef(params);
  // The stamp the form was built on (a save by someone else meanwhile is refused, not overwritten).
  const [stamp, setStamp] = useState<string | null | undefined>();

  // Once: the address's colours win over the saved ones (a link that carries them prefills the form).
  useEffect(() => {
    if (values || !business.data) return;
    const saved = business.data.preferences;
    setStamp(business.data.updatedAt);
    setValues(Object.fromEntries(COLOR_FIELDS.map((f) => [f, hexFromQuery(initial.current.get(COLOR_QUERY[f])) ?? saved[f] ?? FALLBACK])) as Values);
  }, [business.data, values]);

  // The address follows the form (replacing the entry: typing makes no history).
  useEffect(() => {
    if (!values) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const f of COLOR_FIELDS) {
          if (values[f]) next.set(COLOR_QUERY[f], hexToQuery(values[f]));
          else next.delete(COLOR_QUERY[f]);
        }
        return next;
      },
      { replace: true },
    );
  }, [values, setParams]);

  const issues = useMemo(() => (values ? companyColorIssues(values) : []), [values]);
  const errorOf = (f: Field) => (tried ? issues.find((i) => i.field === f)?.message : undefined);
  const primary = values && isHex(values.primaryColor) ? values.primaryColor : undefined;
  const previewTheme = useMemo(() => createTheme(buildTheme({ primaryColor: primary, secondaryColor: values?.secondaryColor })), [primary, values?.secondaryColor]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!values || issues.length) return;
    setSaving(true);
    const { ok, value } = await call(() => patch<Stamped<Preferences>>('/business/preferences', { ...values, updatedAt: stamp }), {
      success: 'myCompany.colors.saved',
      fallback: 'myCompany.details.saveError',
    });
    setSaving(false);
    if (ok && value) {
      setStamp(value.updatedAt);
      setPreferences(withoutStamp(value));
      void queryClient.invalidateQueries({ queryKey: ['business'] });
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('myCompany.pages.colors.title')} backTo={MY_COMPANY_ROUTE} />
      {business.isError ? <LoadError error={null} fallback="myCompany.details.loadError" onRetry={() => void business.refetch()} /> : null}
      {!values ? (
        business.isError ? null : <LinearProgress />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 2, display: 'grid', gap: 1 }}>
            {COLOR_FIELDS.map((f) => (
              <ColorField key={f} name={f} label={translate(`myCompany.colors.${f}`)} value={values[f]} error={errorOf(f)} onChange={(v) => setValues((prev) => ({ ...prev!, [f]: v }))} />
            ))}
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {translate('myCompany.colors.submit')}
              </Button>
            </Box>
          </Card>
          <ThemeProvider theme={previewTheme}>
            <Card variant="outlined" component="section" aria-labelledby="primary-preview" sx={{ overflow: 'hidden' }}>
              <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5 }} data-testid="primary-preview">
                <Typography id="primary-preview" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {translate('myCompany.colors.preview')}
                </Typography>
              </Box>
              <Box sx={{ p: 2, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
                <Typography variant="body2">{translate('myCompany.colors.previewText')}</Typography>
                <Button variant="contained" tabIndex={-1}>
                  {translate('myCompany.colors.previewButton')}
                </Button>
                <MuiLink component="span" sx={{ fontWeight: 600 }}>
                  {translate('myCompany.hub.title')}
                </MuiLink>
              </Box>
            </Card>
          </ThemeProvider>
        </Box>
      )}
    </Box>
  );
}
