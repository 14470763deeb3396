/** The spec's empty state text, centred in a muted box. */
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function EmptyState({ message = 'app.empty.noInfo' }: { message?: string }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{translate(message)}</Typography>
    </Paper>
  );
}
