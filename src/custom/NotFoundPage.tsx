/** Any address the app does not know (react-admin's catch-all): what happened, in pt-BR, and the way home. */
import { Box, Button, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { PageHeader } from '../framework/PageHeader';

export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 6, px: 2 }}>
      <PageHeader title={translate('app.notFound.title')} />
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate('app.notFound.text')}
      </Typography>
      <Button component={Link} to="/dashboard" variant="contained">
        {translate('app.notFound.back')}
      </Button>
    </Box>
  );
}
