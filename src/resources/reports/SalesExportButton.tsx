/**
 * 'Baixar CSV' of the sales of the current filter: the rows received so far while it runs, the
 * file saved only once it arrived whole; a refusal shows the server's message, a cut download ours.
 * Leaving the page stops it.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import Download from '@mui/icons-material/Download';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../framework/saveFile';
import { useReportCalls } from './reportCalls';

const E = 'resources.reports.sales.export.';

export function SalesExportButton({ eventId, type }: { eventId: string; type?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useReportCalls();
  const [rows, setRows] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setRows(0);
    try {
      const file = await calls.exportEventSales(eventId, { query: { type }, onProgress: setRows, signal: controller.signal, fallbackName: translate(`${E}fileName`) });
      saveFile(file.blob, file.fileName);
      notify(`${E}done`, { type: 'success', messageArgs: { smart_count: file.rows } });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof HttpError ? error.message : '';
      notify(message || `${E}error`, { type: 'error', messageArgs: { _: message || undefined } });
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setRows(null);
    }
  };

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
