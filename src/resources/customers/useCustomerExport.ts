/**
 * The export of the list's current filters: runs the data provider's exportCustomers, tells how
 * many rows arrived meanwhile, saves the file only once it arrived whole, and says so; a refusal
 * shows the server's message, a cut download the fixed one (spec 2 section 8). Leaving the page
 * stops it.
 */
import { useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../framework/saveFile';
import type { CustomerExport, CustomerExportParams } from './customerCalls';

type ExportProvider = { exportCustomers(params: CustomerExportParams): Promise<CustomerExport> };

export function useCustomerExport(filter: Record<string, unknown>) {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & ExportProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  /** Rows received while an export runs; null when none runs. */
  const [rows, setRows] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setRows(0);
    try {
      const file = await dataProvider.exportCustomers({
        filter,
        onProgress: setRows,
        signal: controller.signal,
        fallbackName: translate('resources.customers.export.fileName'),
      });
      saveFile(file.blob, file.fileName);
      notify('resources.customers.export.done', { type: 'success', messageArgs: { smart_count: file.rows } });
    } catch (error) {
      if (controller.signal.aborted) return;
      // The server's pt-BR message when it answered one; a network or a cut download: ours.
      const message = error instanceof HttpError ? error.message : '';
      notify(message || 'resources.customers.export.error', { type: 'error', messageArgs: { _: message || undefined } });
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setRows(null);
    }
  };

  return { rows, start };
}
