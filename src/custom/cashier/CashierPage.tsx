/**
 * /cashier, 'Frente de caixa' (issue 12; docs/cashier.md): the seller's open cash session and the
 * sell screen, or the form that opens one; /cashier/sessions, the history; /cashier/sessions/{id},
 * a session's printable report. Its own lazy chunk, with qrcode.
 */
import { useState } from 'react';
import { Box, Button, Chip, Skeleton, Stack } from '@mui/material';
import History from '@mui/icons-material/History';
import Percent from '@mui/icons-material/Percent';
import Lock from '@mui/icons-material/Lock';
import { Link, useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { PageHeader } from '../../framework/PageHeader';
import { LoadError } from '../../framework/LoadError';
import { formatDateTime } from '../../framework/dates';
import { formatAmount } from '../../framework/money';
import { useAccessContext } from '../../layout/useAccessContext';
import { canAccessResource } from '../../shared/permissions';
import { cashierSettingsAccess } from '../../shared/resources/cashier/access';
import { useCurrentSession } from './useCashier';
import { OpenSessionCard } from './OpenSessionCard';
import { SellScreen } from './SellScreen';
import { CloseSessionDialog } from './CloseSessionDialog';
import { DiscountLimitDialog } from './DiscountLimitDialog';
import { SessionReportPage } from './SessionReportPage';
import { SessionHistoryPage } from './SessionHistoryPage';

function CashierHome() {
  const translate = useTranslate();
  const current = useCurrentSession();
  const access = useAccessContext();
  const [closing, setClosing] = useState(false);
  const [settings, setSettings] = useState(false);
  const manager = access ? canAccessResource(cashierSettingsAccess, 'edit', access) : false;
  const session = current.data;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={translate('menu.cashier')}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, width: { xs: '100%', sm: 'auto' } }}>
            {manager ? (
              <Button startIcon={<Percent />} onClick={() => setSettings(true)}>
                {translate('app.cashier.settings.open')}
              </Button>
            ) : null}
            <Button component={Link} to="/cashier/sessions" startIcon={<History />}>
              {translate('app.cashier.history.link')}
            </Button>
            {session ? (
              <Button variant="outlined" color="warning" startIcon={<Lock />} onClick={() => setClosing(true)}>
                {translate('app.cashier.close.open')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      {session ? (
        <Chip
          sx={{ mb: 2, height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          label={translate('app.cashier.session.summary', {
            name: session.user.name,
            date: formatDateTime(session.openedAt),
            float: formatAmount(session.openingFloat),
            smart_count: session.orders,
          })}
          data-testid="cashier-session"
        />
      ) : null}
      {current.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : current.isError ? (
        <LoadError error={current.error} onRetry={() => void current.refetch()} />
      ) : session ? (
        <SellScreen />
      ) : (
        <OpenSessionCard />
      )}
      {session ? <CloseSessionDialog sessionId={session.id} open={closing} onClose={() => setClosing(false)} /> : null}
      {manager ? <DiscountLimitDialog open={settings} onClose={() => setSettings(false)} /> : null}
    </Box>
  );
}

export default function CashierPage() {
  return (
    <Routes>
      <Route index element={<CashierHome />} />
      <Route path="sessions" element={<SessionHistoryPage />} />
      <Route path="sessions/:id" element={<SessionReportPage />} />
    </Routes>
  );
}
