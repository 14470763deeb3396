/**
 * A list that could not load: the server's message (or the fallback) with 'Tentar novamente'.
 * Queries never retry by themselves (spec 1 section 7), so the way back is the user's click.
 */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LoadError({ error, fallback = 'app.toast.queryError', onRetry }: { error: unknown; fallback?: string; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.action.retry')}
        </Button>
      }
    >
      {(error as Error | null)?.message || translate(fallback)}
    </Alert>
  );
}
