/**
 * Copies a text (spec 1 section 8): without a clipboard API (old browsers, pages not served
 * over https) 'Copia e cola não está disponível no seu dispositivo'; a refused write 'Não foi
 * possível copiar o texto para a área de transferência'; on success a toast and `copied` true
 * for the spec's 2 s indicator.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';

export const COPY_INDICATOR_MS = 2000;

export function useCopyToClipboard({ success = 'app.copy.copiedToast' }: { success?: string } = {}) {
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard?.writeText) {
        notify('app.copy.unavailable', { type: 'error' });
        return false;
      }
      try {
        await clipboard.writeText(text);
      } catch {
        notify('app.copy.failed', { type: 'error' });
        return false;
      }
      notify(success, { type: 'success' });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_INDICATOR_MS);
      return true;
    },
    [notify, success],
  );

  return { copy, copied };
}
