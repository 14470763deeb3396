/** App bar: the business's logo and name, and the user menu. */
import { useSyncExternalStore } from 'react';
import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, useTranslate, type AppBarProps } from 'react-admin';
import { getPreferences, subscribePreferences } from './preferences';
import { UserMenu } from './UserMenu';

// No locale switcher: the product speaks pt-BR (English stays loadable for later).
const TOOLBAR = <LoadingIndicator />;

export function AppBar(props: AppBarProps) {
  const translate = useTranslate();
  const prefs = useSyncExternalStore(subscribePreferences, getPreferences);
  const name = prefs.businessName || translate('app.name');
  return (
    <RaAppBar {...props} toolbar={TOOLBAR} userMenu={<UserMenu />}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
        {prefs.logo ? <Box component="img" src={prefs.logo} alt="" sx={{ height: 32, maxWidth: 120, objectFit: 'contain' }} /> : null}
        <Typography variant="h6" component="span" noWrap>
          {name}
        </Typography>
      </Box>
    </RaAppBar>
  );
}
