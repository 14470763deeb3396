/**
 * A confirmed action run a moment later (spec 1 section 4: publish, unpublish and clone run
 * 750 ms after the dialog closes), with the loading toast, then the success toast or the
 * server's message, else a fallback.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { DISMISS_TOAST } from './toasts';

export const ACTION_DELAY_MS = 750;

export interface DelayedActionMessages {
  loading: string;
  success: string;
  error: string;
}

export function useDelayedAction() {
  const notify = useNotify();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // A page left before the delay ends must not fire the call.
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return useCallback(
    <T,>(
      action: () => Promise<T>,
      messages: DelayedActionMessages,
      /** onError returns true when it shows the failure itself (no error toast then). */
      handlers: { onSuccess?: (result: T) => void; onError?: (error: unknown) => boolean | void } = {},
    ) => {
      const timer = setTimeout(async () => {
        timers.current.delete(timer);
        // Stays until the answer's toast replaces it (see layout/Notification).
        notify(messages.loading, { type: 'info', autoHideDuration: null });
        try {
          const result = await action();
          notify(messages.success, { type: 'success' });
          handlers.onSuccess?.(result);
        } catch (error) {
          if (handlers.onError?.(error) === true) {
            notify(DISMISS_TOAST); // the loading toast gives way to what onError shows
            return;
          }
          const message = (error as { message?: string })?.message;
          notify(message || messages.error, { type: 'error', messageArgs: { _: message || undefined } });
        }
      }, ACTION_DELAY_MS);
      timers.current.add(timer);
    },
    [notify],
  );
}
