/** The business's logo and name in the admin's bar; the bar shown while it loads (AppShell, index.html) draws them at the same place. */
import { Box, Typography } from '@mui/material';
import type { Preferences } from './preferences';

export function BusinessTitle({ name, logo }: { name: string; logo: Preferences['logo'] }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
      {logo ? <Box component="img" src={logo} alt="" sx={{ height: 32, maxWidth: 120, objectFit: 'contain' }} /> : null}
      <Typography variant="h6" component="span" noWrap>
        {name}
      </Typography>
    </Box>
  );
}
