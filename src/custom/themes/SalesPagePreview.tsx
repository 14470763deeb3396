/**
 * /preview/sales-page?business={id}&theme={json}&card={json}: a public preview of the business's sales
 * page (its header, options menu, published events as cards and buttons) in the sales theme and card
 * theme given in the address (unsaved edits), else the saved ones. The one page meant to be shown in
 * a frame: the sales-theme screen embeds it, and sends each further edit by postMessage (same origin
 * only) so the page follows without reloading.
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { httpClient } from '../../dataProvider/httpClient';
import { cardThemeOf, salesThemeOf, type CardTheme, type SalesTheme } from '../../shared/company/themes';
import { EventCard, type CardEvent } from './EventCard';
import { fontStack, useFonts } from './fonts';

export interface SalesPageData {
  business: { id: string; name: string; description: string | null; logo: string | null; icon: string | null };
  salesTheme: SalesTheme;
  cardTheme: CardTheme;
  events: (CardEvent & { city: string | null; state: string | null })[];
}

/** The message the sales-theme screen posts to the frame. */
export const PREVIEW_MESSAGE = 'bilheteria:sales-preview';

const parse = (text: string | null): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** White or near-black, whichever reads better on `background`. */
export const textOn = (background: string) => (getContrastRatio(background, '#FFFFFF') >= getContrastRatio(background, '#111111') ? '#FFFFFF' : '#111111');

export default function SalesPagePreview() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const businessId = params.get('business') ?? '';
  const [data, setData] = useState<SalesPageData | null>(null);
  const [failed, setFailed] = useState(false);
  const [posted, setPosted] = useState<{ theme?: unknown; card?: unknown }>({});

  useEffect(() => {
    let active = true;
    httpClient<SalesPageData>(`/public/sales-page/${encodeURIComponent(businessId)}`, { auth: false })
      .then(({ json }) => active && setData(json))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [businessId]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const m = event.data as { type?: string; theme?: unknown; card?: unknown } | null;
      if (m?.type === PREVIEW_MESSAGE) setPosted({ theme: m.theme, card: m.card });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const themeParam = params.get('theme');
  const cardParam = params.get('card');
  const theme = useMemo(
    () => salesThemeOf({ ...data?.salesTheme, ...(parse(themeParam) as object), ...(posted.theme as object) }),
    [data?.salesTheme, themeParam, posted.theme],
  );
  const card = useMemo(() => cardThemeOf({ ...data?.cardTheme, ...(parse(cardParam) as object), ...(posted.card as object) }), [data?.cardTheme, cardParam, posted.card]);
  useFonts([theme.systemFont]);

  useEffect(() => {
    if (data) document.title = `${translate('myCompany.preview.badge')} · ${data.business.name}`;
  }, [data, translate]);

  if (failed) {
    return (
      <Box component="main" sx={{ p: 4, textAlign: 'center' }}>
        <Typography component="h1" variant="h5">
          {translate('myCompany.preview.notFound')}
        </Typography>
      </Box>
    );
  }
  if (!data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <CircularProgress />
      </Box>
    );
  }

  const font = fontStack(theme.systemFont);
  const buttonText = textOn(theme.primaryColor);
  const { business, events } = data;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: theme.themeBackground, fontFamily: font, '& *': { fontFamily: 'inherit' } }} data-testid="sales-preview">
      <Box component="header" sx={{ bgcolor: theme.headerBackground, color: textOn(theme.headerBackground), px: { xs: 2, md: 4 }, py: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {business.logo ? <Box component="img" src={business.logo} alt="" sx={{ height: 40, maxWidth: 140, objectFit: 'contain' }} /> : null}
        <Typography component="h1" sx={{ fontFamily: font, fontWeight: 700, fontSize: { xs: '1.1rem', md: '1.35rem' }, flex: 1, minWidth: 0 }}>
          {business.name}
        </Typography>
        <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 700, px: 1, py: 0.25, borderRadius: 1, bgcolor: theme.tertiaryColor, color: textOn(theme.tertiaryColor) }}>
          {translate('myCompany.preview.badge')}
        </Box>
      </Box>
      <Box component="nav" aria-label={translate('myCompany.preview.menu')} sx={{ bgcolor: theme.navigationMenuBackground, px: { xs: 1, md: 3 } }}>
        <Box component="ul" sx={{ display: 'flex', gap: { xs: 0.5, md: 2 }, m: 0, p: 0, listStyle: 'none', overflowX: 'auto' }}>
          {(business.description ? (['menuEvents', 'menuAbout'] as const) : (['menuEvents'] as const)).map((key) => (
            <li key={key}>
              <Box
                component="a"
                href={key === 'menuEvents' ? '#eventos' : '#sobre'}
                sx={{ display: 'inline-block', px: 1.5, py: 1.25, color: theme.navigationMenuTextColor, fontWeight: 600, textDecoration: 'none', whiteSpace: 'nowrap' }}
              >
                {translate(`myCompany.preview.${key}`)}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      <Box component="main" sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
        <Typography id="eventos" component="h2" sx={{ fontFamily: font, fontWeight: 700, fontSize: '1.4rem', mb: 2, color: textOn(theme.themeBackground) }}>
          {translate('myCompany.preview.heading')}
        </Typography>
        {events.length ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))' }}>
            {events.map((event) => (
              <Box component="li" key={event.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <EventCard event={event} theme={card} noTitle={translate('myCompany.cardTheme.noTitle')} noDate={translate('myCompany.cardTheme.noDate')} />
                <Button variant="contained" disableElevation sx={{ bgcolor: theme.primaryColor, color: buttonText, fontFamily: font, '&:hover': { bgcolor: theme.primaryColor, opacity: 0.9 } }}>
                  {translate('myCompany.preview.buy')}
                </Button>
              </Box>
            ))}
          </Box>
        ) : (
          <Typography sx={{ color: textOn(theme.themeBackground) }}>{translate('myCompany.preview.empty')}</Typography>
        )}
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
          <Button variant="contained" disableElevation sx={{ bgcolor: theme.secondaryColor, color: textOn(theme.secondaryColor), fontFamily: font, '&:hover': { bgcolor: theme.secondaryColor, opacity: 0.9 } }}>
            {translate('myCompany.preview.more')}
          </Button>
        </Box>
        {business.description ? (
          <Box id="sobre" component="section" sx={{ mt: 4, p: 2, borderRadius: 2, bgcolor: theme.headerBackground, color: textOn(theme.headerBackground) }}>
            <Typography component="h2" sx={{ fontFamily: font, fontWeight: 700, mb: 1 }}>
              {translate('myCompany.preview.menuAbout')}
            </Typography>
            <Typography sx={{ fontFamily: font, whiteSpace: 'pre-line' }}>{business.description}</Typography>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
