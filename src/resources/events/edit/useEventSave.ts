/**
 * Saves one edit page with PATCH /events/{id} (pessimistic; the data provider adds the
 * `updatedAt` the user saw, so a stale write gets the server's 409 message). Toasts:
 * 'Salvando...', then 'Evento atualizado com sucesso!' or the server's message.
 */
import { useNotify, useUpdate, type RaRecord } from 'react-admin';
import { events } from '../../../shared/resources/events/definition';
import { pagePayload } from './pagePayload';

export function useEventSave(record: RaRecord, fields: readonly string[]) {
  const [update] = useUpdate();
  const notify = useNotify();

  /** Rejects on failure, for callers that handle errors themselves (the editor logs them). */
  const send = (values: Record<string, unknown>) =>
    update(events.name, { id: record.id, data: pagePayload(values, fields), previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });

  /** Form submit handler: toasts, and per-field issues returned to the form for under the fields. */
  const submit = async (values: Record<string, unknown>) => {
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    try {
      await send(values);
      notify(events.messages!.updated!, { type: 'success' });
      return undefined;
    } catch (error) {
      const message = (error as { message?: string })?.message;
      notify(message || events.messages!.updateError!, { type: 'error', messageArgs: { _: message || undefined } });
      return (error as { body?: { errors?: Record<string, string> } })?.body?.errors;
    }
  };

  return { send, submit };
}
