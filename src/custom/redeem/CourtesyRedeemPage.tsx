/**
 * /ativar-cortesia?courtesyId={id} (spec 1 section 2.2): the guest's page, without login and made
 * for a phone. It shows the event and the ticket, redeems once, and then shows the ticket code as
 * a QR code. The server's pt-BR messages (unknown, cancelled, already redeemed) are shown as they
 * come. Its own lazy chunk: the admin never loads qrcode.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CardMedia, CircularProgress, Container, Divider, Stack, Typography } from '@mui/material';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Place from '@mui/icons-material/Place';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { buildTheme } from '../../layout/theme';
import { formatDateTime } from '../../framework/dates';
import { TicketQrCode } from './TicketQrCode';
import { useRedeemApi, type PublicCourtesy } from './redeemApi';

const messageOf = (error: unknown) => (error as { message?: string } | null)?.message || '';

function IconLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

/** The business's colours (the defaults until the courtesy answers), not the cached admin theme. */
function Frame({ business, children }: { business?: PublicCourtesy['business']; children: ReactNode }) {
  const translate = useTranslate();
  const theme = useMemo(() => createTheme(buildTheme({ primaryColor: business?.primaryColor, secondaryColor: business?.secondaryColor })), [business?.primaryColor, business?.secondaryColor]);
  return (
    <ThemeProvider theme={theme}>
      <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
          {business?.logo ? <Box component="img" src={business.logo} alt="" sx={{ height: 32, maxWidth: 120, objectFit: 'contain' }} /> : null}
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, textAlign: 'center' }}>
            {business?.name || translate('app.public.activateCourtesy')}
          </Typography>
        </Box>
        <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 2 } }}>
          {children}
        </Container>
      </Box>
    </ThemeProvider>
  );
}

function Redeemed({ code, qr }: { code: string; qr: string }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Alert severity="success" sx={{ width: '100%' }}>
        {translate('app.public.courtesy.redeemed')}
      </Alert>
      <TicketQrCode code={qr} label={translate('app.public.courtesy.qrLabel')} />
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          {translate('app.public.courtesy.code')}
        </Typography>
        <Typography sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 1, overflowWrap: 'anywhere' }} data-testid="ticket-code">
          {code}
        </Typography>
      </Box>
    </Stack>
  );
}

function CourtesyCard({ courtesy, onRedeem, redeeming, error }: { courtesy: PublicCourtesy; onRedeem: () => void; redeeming: boolean; error: string }) {
  const translate = useTranslate();
  const { event, ticket } = courtesy;
  const place = [event.city, event.state].filter(Boolean).join(' - ');
  const details = [
    ticket.sectorName ? `${translate('app.public.courtesy.sector')}: ${ticket.sectorName}` : null,
    ticket.lotTitle ? `${translate('app.public.courtesy.lot')}: ${ticket.lotTitle}` : null,
  ].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined">
      {event.primaryImage ? <CardMedia component="img" image={event.primaryImage} alt="" sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }} /> : null}
      <CardContent>
        <Stack spacing={1.5}>
          {courtesy.name ? (
            <Typography variant="body2" color="text.secondary">
              {translate('app.public.courtesy.for', { name: courtesy.name })}
            </Typography>
          ) : null}
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {event.title?.trim() || translate('resources.events.card.noTitle')}
          </Typography>
          {event.startAt ? <IconLine icon={<CalendarMonth fontSize="small" />}>{formatDateTime(event.startAt)}</IconLine> : null}
          {place ? <IconLine icon={<Place fontSize="small" />}>{place}</IconLine> : null}
          <Divider />
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <ConfirmationNumber color="primary" />
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{ticket.title}</Typography>
              {details ? (
                <Typography variant="body2" color="text.secondary">
                  {details}
                </Typography>
              ) : null}
            </Box>
          </Box>
          <Divider />
          {error ? <Alert severity="error">{error}</Alert> : null}
          {courtesy.status === '@REDEEMED' && courtesy.code ? (
            <Redeemed code={courtesy.code} qr={courtesy.qr || courtesy.code} />
          ) : courtesy.status === '@CANCELED' ? (
            error ? null : <Alert severity="warning">{translate('app.public.courtesy.canceled')}</Alert>
          ) : courtesy.status === '@AVAILABLE' ? (
            <Button variant="contained" size="large" fullWidth disabled={redeeming} onClick={onRedeem} sx={{ py: 1.5 }}>
              {translate(redeeming ? 'app.public.courtesy.redeeming' : 'app.public.courtesy.redeem')}
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function CourtesyRedeemPage() {
  const translate = useTranslate();
  const api = useRedeemApi();
  const [params] = useSearchParams();
  const id = params.get('courtesyId')?.trim() ?? '';
  const [courtesy, setCourtesy] = useState<PublicCourtesy | null>(null);
  const [loadError, setLoadError] = useState('');
  const [error, setError] = useState('');
  const [redeeming, setRedeeming] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    api.get(id).then(
      (c) => live && setCourtesy(c),
      (e) => live && setLoadError(messageOf(e) || translate('app.toast.queryError')),
    );
    return () => {
      live = false;
    };
  }, [api, id, translate]);

  async function redeem() {
    setRedeeming(true);
    setError('');
    try {
      setCourtesy(await api.redeem(id));
    } catch (e) {
      setError(messageOf(e) || translate('app.toast.queryError'));
      // Redeemed elsewhere or cancelled meanwhile: show what the courtesy is now.
      await api.get(id).then(setCourtesy, () => undefined);
    } finally {
      setRedeeming(false);
    }
  }

  const failure = !id ? translate('app.public.courtesy.missing') : loadError;
  return (
    <Frame business={courtesy?.business}>
      {failure ? (
        <Alert severity="error" variant="outlined">
          {failure}
        </Alert>
      ) : !courtesy ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={translate('app.toast.loading')} />
        </Box>
      ) : (
        <CourtesyCard courtesy={courtesy} onRedeem={() => void redeem()} redeeming={redeeming} error={error} />
      )}
    </Frame>
  );
}
