/**
 * Create, update and delete of a nested resource through the data provider, with the parent
 * ids in `meta` and the toasts of spec 1 section 8: 'Salvando...' while the call runs, then the
 * definition's success text, or the server's message, else the definition's fallback.
 * A failed call answers the per-field errors the server sent ({field: message}), which a
 * react-admin Form shows under its fields when onSubmit returns them.
 */
import { useCallback } from 'react';
import { useCreate, useDelete, useNotify, useUpdate, type RaRecord } from 'react-admin';
import type { ResourceDefinition, ResourceMessages } from '../../shared/definition';

type Values = Record<string, unknown>;
type Errors = Record<string, string> | undefined;
export type NestedMeta = Record<string, unknown>;

/** Keys of the toasts of one call; each defaults to the definition's messages. */
export interface FeedbackKeys {
  success?: string;
  error?: string;
}

const DEFAULTS: Record<'create' | 'update' | 'delete', [keyof ResourceMessages, keyof ResourceMessages, string]> = {
  create: ['created', 'createError', 'ra.notification.created'],
  update: ['updated', 'updateError', 'ra.notification.updated'],
  delete: ['deleted', 'deleteError', 'ra.notification.deleted'],
};

export function useNestedMutations(def: ResourceDefinition, meta: NestedMeta) {
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();

  const run = useCallback(
    async (kind: 'create' | 'update' | 'delete', call: () => Promise<unknown>, keys: FeedbackKeys = {}): Promise<{ ok: boolean; errors: Errors }> => {
      const [successKey, errorKey, generic] = DEFAULTS[kind];
      // Stays until the answer's toast replaces it (layout/Notification shows one at a time).
      notify('app.toast.saving', { type: 'info', autoHideDuration: null });
      try {
        await call();
        notify(keys.success ?? def.messages?.[successKey] ?? generic, { type: 'success', messageArgs: { smart_count: 1 } });
        return { ok: true, errors: undefined };
      } catch (error) {
        const e = error as { message?: string; body?: { errors?: Record<string, string> } };
        const fallback = keys.error ?? def.messages?.[errorKey] ?? 'app.toast.error';
        notify(e?.message || fallback, { type: 'error', messageArgs: { _: e?.message || undefined } });
        return { ok: false, errors: e?.body?.errors };
      }
    },
    [notify, def],
  );

  return {
    create: (data: Values, keys?: FeedbackKeys) =>
      run('create', () => create(def.name, { data, meta }, { returnPromise: true }), keys),
    update: (record: RaRecord, data: Values, keys?: FeedbackKeys) =>
      run(
        'update',
        () => update(def.name, { id: record.id, data, previousData: record, meta }, { mutationMode: 'pessimistic', returnPromise: true }),
        keys,
      ),
    remove: (record: RaRecord, keys?: FeedbackKeys) =>
      run('delete', () => remove(def.name, { id: record.id, previousData: record, meta }, { mutationMode: 'pessimistic', returnPromise: true }), keys),
  };
}
