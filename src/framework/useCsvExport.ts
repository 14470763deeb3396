/**
 * A streamed CSV export started from a page (the customers and sales exports): how many rows
 * arrived meanwhile (null when none runs), the file saved only once it arrived whole and said so;
 * a refusal shows the server's message, a cut download the catalogue's `<keys>error`. Leaving the
 * page stops it. `keys` is the catalogue prefix holding `fileName`, `done` and `error`.
 */
import { useEffect, useRef, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { saveFile } from './saveFile';
import type { CsvDownloadParams, CsvFile } from './csvDownload';

export function useCsvExport(download: (params: Omit<CsvDownloadParams, 'query'>) => Promise<CsvFile>, keys: string) {
  const notify = useNotify();
  const translate = useTranslate();
  const [rows, setRows] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setRows(0);
    try {
      const file = await download({ onProgress: setRows, signal: controller.signal, fallbackName: translate(`${keys}fileName`) });
      saveFile(file.blob, file.fileName);
      notify(`${keys}done`, { type: 'success', messageArgs: { smart_count: file.rows } });
    } catch (error) {
      if (controller.signal.aborted) return;
      // The server's pt-BR message when it answered one; a network or a cut download: ours.
      const message = error instanceof HttpError ? error.message : '';
      notify(message || `${keys}error`, { type: 'error', messageArgs: { _: message || undefined } });
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setRows(null);
    }
  };

  return { rows, start };
}
