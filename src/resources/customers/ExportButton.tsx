/** 'Exportar CSV' of the list's current filters; while it runs, the rows received so far. */
import { Box, Button, CircularProgress } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import Download from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { useCustomerExport } from './useCustomerExport';

export function ExportButton({ filter }: { filter: Record<string, unknown> }) {
  const translate = useTranslate();
  const { rows, start } = useCustomerExport(filter);
  const running = rows !== null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        onClick={() => void start()}
        disabled={running}
        startIcon={running ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Download />}
      >
        {running ? translate('resources.customers.export.progress', { smart_count: rows }) : translate('resources.customers.export.button')}
      </Button>
      {/* Read out without moving the focus, every thousand rows rather than at each piece. */}
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {running ? translate('resources.customers.export.progress', { smart_count: Math.floor(rows / 1000) * 1000 }) : ''}
      </Box>
    </Box>
  );
}
