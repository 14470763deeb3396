/** Shown whenever canAccess denies a route: title, illustration, back to the dashboard. */
import { Box, Button, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

export function NoPermissionPage() {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 3, py: 6, px: 2 }}
    >
      <Box
        component="img"
        src="/no-permission.svg"
        alt={translate('app.noPermission.illustration')}
        sx={{ width: '100%', maxWidth: 280, height: 'auto' }}
      />
      <Typography variant="h5" component="h1">
        {translate('app.noPermission.title')}
      </Typography>
      <Button component={Link} to="/dashboard" variant="contained">
        {translate('app.noPermission.back')}
      </Button>
    </Box>
  );
}
