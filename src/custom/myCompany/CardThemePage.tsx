/**
 * /my-company/card-theme, 'Tema do Card do Evento' (spec 2): card background, title, day and month
 * colours and fonts, one of six layouts (each with its description; layout_1 by default), 'Salvar';
 * a live preview of the card with one of the business's published events. A failed save says 'Não
 * foi possível atualizar o tema do cartão' (the server's message first).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, FormControl, FormControlLabel, FormLabel, LinearProgress, MenuItem, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../framework/PageHeader';
import { useToastedCall } from '../../framework/useToastedCall';
import { CARD_LAYOUTS, CARD_THEME_COLORS, CARD_THEME_FONTS, THEME_FONTS, cardThemeOf, themeIssues, type CardLayout, type CardTheme, type ThemeFont } from '../../shared/company/themes';
import { EventCard } from '../themes/EventCard';
import { ColorField } from './ColorField';
import { patch, type Stamped, useCardTheme, useLoggedBusiness, usePublicSalesPage } from './companyCalls';
import { MY_COMPANY_ROUTE } from './routes';

export default function CardThemePage() {
  const translate = useTranslate();
  const business = useLoggedBusiness();
  const businessId = business.data?.id;
  const saved = useCardTheme(businessId);
  const page = usePublicSalesPage(businessId);
  const [values, setValues] = useState<Stamped<CardTheme> | null>(null);
  const [saving, setSaving] = useState(false);
  const call = useToastedCall();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!values && saved.data) setValues(saved.data);
  }, [saved.data, values]);

  const issues = useMemo(() => (values ? themeIssues(values, 'card') : []), [values]);
  const preview = useMemo(() => (values ? cardThemeOf({ ...saved.data, ...values }) : undefined), [values, saved.data]);
  const event = page.data?.events.find((e) => e.image) ?? page.data?.events[0];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values || issues.length || !businessId) return;
    setSaving(true);
    const { ok, value } = await call(() => patch<Stamped<CardTheme>>(`/event-card-theme/${encodeURIComponent(businessId)}`, values), {
      success: 'myCompany.cardTheme.saved',
      fallback: 'myCompany.cardTheme.saveError',
    });
    setSaving(false);
    if (ok && value) {
      queryClient.setQueryData(['eventCardTheme', businessId], value);
      // The next save is built on this one.
      setValues((prev) => prev && { ...prev, updatedAt: value.updatedAt });
    }
  };

  const set = <K extends keyof CardTheme>(key: K, value: CardTheme[K]) => setValues((prev) => ({ ...prev!, [key]: value }));
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('myCompany.pages.cardTheme.title')} backTo={MY_COMPANY_ROUTE} />
      {saved.isError || business.isError ? (
        <Alert severity="error">{translate('myCompany.salesTheme.loadError')}</Alert>
      ) : !values || !preview ? (
        <LinearProgress />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(280px, 380px)' }, alignItems: 'start' }}>
          <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 2, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'grid', gap: 1, columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {CARD_THEME_COLORS.map((f) => (
                <ColorField key={f} name={f} label={translate(`myCompany.cardTheme.${f}`)} value={values[f]} error={issues.find((i) => i.field === f)?.message} onChange={(v) => set(f, v)} />
              ))}
              {CARD_THEME_FONTS.map((f) => (
                <TextField key={f} select id={`card-${f}`} label={translate(`myCompany.cardTheme.${f}`)} value={values[f]} onChange={(e) => set(f, e.target.value as ThemeFont)} helperText=" ">
                  {THEME_FONTS.map((font) => (
                    <MenuItem key={font} value={font} sx={{ fontFamily: `"${font}", system-ui, sans-serif` }}>
                      {font}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
            <FormControl component="fieldset">
              <FormLabel component="legend" id="card-layout-label">
                {translate('myCompany.cardTheme.layout')}
              </FormLabel>
              <RadioGroup aria-labelledby="card-layout-label" name="cardLayout" value={values.cardLayout} onChange={(e) => set('cardLayout', e.target.value as CardLayout)} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 0.5 }}>
                {CARD_LAYOUTS.map((layout) => (
                  <FormControlLabel
                    key={layout}
                    value={layout}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', m: 0, '& .MuiRadio-root': { pt: 0.5 } }}
                    label={
                      <Box sx={{ py: 0.5 }}>
                        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                          {translate(`myCompany.cardTheme.layouts.${layout}.name`)}
                        </Typography>
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {translate(`myCompany.cardTheme.layouts.${layout}.description`)}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <Box>
              <Button type="submit" variant="contained" disabled={saving || issues.length > 0}>
                {translate('myCompany.cardTheme.submit')}
              </Button>
            </Box>
          </Card>
          <Box component="section" aria-labelledby="card-preview-title" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="card-preview-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate('myCompany.cardTheme.preview')}
            </Typography>
            {event ? (
              <Box data-testid="card-preview" sx={{ maxWidth: 380 }}>
                <EventCard event={event} theme={preview} noTitle={translate('myCompany.cardTheme.noTitle')} noDate={translate('myCompany.cardTheme.noDate')} />
              </Box>
            ) : page.isPending ? (
              <LinearProgress />
            ) : (
              <Typography color="text.secondary">{translate('myCompany.cardTheme.noEvent')}</Typography>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
