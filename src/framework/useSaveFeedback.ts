/**
 * The toasts of a save (spec 2 section 8): 'Salvando...' while the request runs, then the
 * definition's success text, or the server's message, else the definition's fallback.
 * Per-field issues still reach the fields: react-admin reads them from the error's body.
 */
import { useNotify, useRedirect } from 'react-admin';
import { routeOf, type ResourceDefinition } from '../shared/definition';

/** `afterSave`: what follows a save instead of going back to the list (a create that shows the credential it made). */
export function useSaveFeedback(def: ResourceDefinition, mode: 'create' | 'edit', afterSave?: (data: Record<string, unknown>) => void) {
  const notify = useNotify();
  const redirect = useRedirect();
  const success = mode === 'create' ? def.messages?.created ?? 'ra.notification.created' : def.messages?.updated ?? 'ra.notification.updated';
  const fallback =
    (mode === 'create' ? def.messages?.createError : def.messages?.updateError) ?? 'app.toast.error';

  return {
    transform: <T,>(data: T) => {
      // Stays until the answer's toast replaces it (see layout/Notification).
      notify('app.toast.saving', { type: 'info', autoHideDuration: null });
      return data;
    },
    mutationOptions: {
      onSuccess: (data: Record<string, unknown>) => {
        notify(success, { type: 'success', messageArgs: { smart_count: 1 } });
        if (afterSave) afterSave(data);
        else redirect(routeOf(def));
      },
      onError: (error: unknown) => {
        const message = (error as { message?: string })?.message;
        notify(message || fallback, { type: 'error', messageArgs: { _: message || undefined } });
      },
    },
  };
}
