/**
 * Runs a call with the spec's toasts (spec 1 section 8): 'Salvando...' while it runs, then the
 * success text, or the server's message, else the fallback. Resolves `{ ok, value }`; a
 * failure has been told to the user by its toast already.
 */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export function useToastedCall() {
  const notify = useNotify();
  return useCallback(
    async <T,>(call: () => Promise<T>, texts: { success: string; fallback: string }): Promise<{ ok: boolean; value?: T }> => {
      // Stays until the answer's toast replaces it (see layout/Notification).
      notify('app.toast.saving', { type: 'info', autoHideDuration: null });
      try {
        const value = await call();
        notify(texts.success, { type: 'success' });
        return { ok: true, value };
      } catch (error) {
        const message = (error as { message?: string })?.message;
        notify(message || texts.fallback, { type: 'error', messageArgs: { _: message || undefined } });
        return { ok: false };
      }
    },
    [notify],
  );
}
