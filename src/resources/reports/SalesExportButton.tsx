/**
 * 'Baixar CSV' of the sales of the current filter (src/framework/useCsvExport.ts: the rows
 * received so far while it runs, the file saved only once it arrived whole).
 */
import { Box, Button, CircularProgress } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import Download from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { useCsvExport } from '../../framework/useCsvExport';
import { useReportCalls } from './reportCalls';

const E = 'resources.reports.sales.export.';

export function SalesExportButton({ eventId, type }: { eventId: string; type?: string }) {
  const translate = useTranslate();
  const calls = useReportCalls();
  const { rows, start } = useCsvExport((params) => calls.exportEventSales(eventId, { query: { type }, ...params }), E);

  const busy = rows !== null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Button variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={() => void start()} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Download />}>
        {busy ? translate(`${E}progress`, { smart_count: rows }) : translate(`${E}button`)}
      </Button>
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {busy ? translate(`${E}progress`, { smart_count: Math.floor(rows / 1000) * 1000 }) : ''}
      </Box>
    </Box>
  );
}
