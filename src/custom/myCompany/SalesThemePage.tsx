/**
 * /my-company/sales-theme, 'Tema de vendas' (spec 2): the sales page's colours and font, 'Atualizar
 * tema', and the live preview of the sales page in a frame (ThemePreviewFrame). 'Carregando tema...'
 * while the theme loads, 'Algo deu errado ao tentar buscar tema' when it cannot.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../framework/PageHeader';
import { useToastedCall } from '../../framework/useToastedCall';
import { SALES_THEME_COLORS, THEME_FONTS, salesThemeOf, themeIssues, type SalesTheme, type ThemeFont } from '../../shared/company/themes';
import { ColorField } from './ColorField';
import { patch, type Stamped, useLoggedBusiness, useSalesTheme } from './companyCalls';
import { MY_COMPANY_ROUTE } from './routes';
import { ThemePreviewFrame } from './ThemePreviewFrame';

/** The spec's order of the fields: header, page, buttons, then the options menu. */
const ORDER = ['headerBackground', 'themeBackground', 'primaryColor', 'secondaryColor', 'tertiaryColor', 'navigationMenuBackground', 'navigationMenuTextColor'] as const satisfies readonly (typeof SALES_THEME_COLORS)[number][];

export default function SalesThemePage() {
  const translate = useTranslate();
  const business = useLoggedBusiness();
  const saved = useSalesTheme();
  const [values, setValues] = useState<Stamped<SalesTheme> | null>(null);
  const [saving, setSaving] = useState(false);
  const call = useToastedCall();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!values && saved.data) setValues(saved.data);
  }, [saved.data, values]);

  const issues = useMemo(() => (values ? themeIssues(values, 'sales') : []), [values]);
  // The preview shows what is valid of the edit (a half-typed colour keeps its last value there).
  const previewTheme = useMemo(() => (values ? salesThemeOf({ ...saved.data, ...values }) : undefined), [values, saved.data]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values || issues.length) return;
    setSaving(true);
    const { ok, value } = await call(() => patch<Stamped<SalesTheme>>('/sales-page-theme', values), { success: 'myCompany.salesTheme.saved', fallback: 'myCompany.salesTheme.saveError' });
    setSaving(false);
    if (ok && value) {
      queryClient.setQueryData(['salesPageTheme'], value);
      // The next save is built on this one.
      setValues((prev) => prev && { ...prev, updatedAt: value.updatedAt });
    }
  };

  const loading = saved.isPending || business.isPending;
  const failed = saved.isError || business.isError;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('myCompany.pages.salesTheme.title')} backTo={MY_COMPANY_ROUTE} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('myCompany.pages.salesTheme.description')}
      </Typography>
      {failed ? (
        <Alert severity="error">{translate('myCompany.salesTheme.loadError')}</Alert>
      ) : loading || !values || !business.data ? (
        <Typography role="status">{translate('myCompany.salesTheme.loading')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(280px, 360px) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 2, display: 'grid', gap: 0.5 }}>
            {ORDER.map((f) => (
              <ColorField
                key={f}
                name={f}
                label={translate(`myCompany.salesTheme.${f}`)}
                value={values[f]}
                error={issues.find((i) => i.field === f)?.message}
                onChange={(v) => setValues((prev) => ({ ...prev!, [f]: v }))}
              />
            ))}
            <TextField
              select
              id="sales-system-font"
              label={translate('myCompany.salesTheme.systemFont')}
              value={values.systemFont}
              onChange={(e) => setValues((prev) => ({ ...prev!, systemFont: e.target.value as ThemeFont }))}
              helperText=" "
            >
              {THEME_FONTS.map((font) => (
                <MenuItem key={font} value={font}>
                  {font}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <Button type="submit" variant="contained" disabled={saving || issues.length > 0}>
                {translate('myCompany.salesTheme.submit')}
              </Button>
            </Box>
          </Card>
          <ThemePreviewFrame businessId={business.data.id} theme={previewTheme} />
        </Box>
      )}
    </Box>
  );
}
