/**
 * The payments page's Save: sends each part that differs from what the server holds, with its
 * own call, in PAYMENT_PARTS order. 'Configurações de pagamento salvas com sucesso!' only when
 * every part on screen is stored; otherwise the toast names the parts not saved (and says the
 * rest was), their fields get the server's messages, and the form stays dirty so leaving still
 * asks. The next Save sends only what is still unsaved.
 */
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { PaymentMethodSettings, PosFees, TaxSettings } from '../../../../shared/resources/events/payments';
import { useEventApi } from '../../eventApi';
import { useEventSave } from '../../edit/useEventSave';
import { PART_TITLES, bodyOf, changedParts, inputName, nest, withPart, type PaymentPart, type PaymentsValues } from './paymentsValues';

const K = 'resources.events.payments.'; // a prefix: every key under it is in the catalogues
const ACCOUNT_FIELDS = ['paymentAccountId'] as const;

interface SaveError {
  message?: string;
  body?: { errors?: Record<string, string> };
}

/** `onSaved(values)`: everything on screen is stored (the page makes it the form's new record). */
export function usePaymentsSave(record: RaRecord, initial: PaymentsValues, onSaved: (values: PaymentsValues) => void) {
  const api = useEventApi();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { send: sendAccount } = useEventSave(record, ACCOUNT_FIELDS);
  // What the server holds as far as this page knows: the parts saved by an earlier, partly failed Save are not sent again.
  const stored = useRef(initial);

  const sendPart = (part: PaymentPart, values: PaymentsValues) => {
    const body = bodyOf(part, values);
    if (part === 'account') return sendAccount(body);
    if (part === 'tax') return api.setTax(record.id, body as unknown as TaxSettings);
    if (part === 'paymentMethods') return api.setPaymentMethods(record.id, body as unknown as PaymentMethodSettings);
    return api.setPosFees(record.id, body as unknown as PosFees);
  };

  const submit = async (values: PaymentsValues) => {
    const parts = changedParts(values, stored.current);
    if (!parts.length) {
      notify(`${K}nothingChanged`, { type: 'info' });
      onSaved(values);
      return undefined;
    }
    notify(`${K}saving`, { type: 'info', autoHideDuration: null });
    const failed: { part: PaymentPart; error: SaveError }[] = [];
    for (const part of parts) {
      try {
        await sendPart(part, values);
        stored.current = withPart(stored.current, part, values);
      } catch (error) {
        failed.push({ part, error: error as SaveError });
      }
    }
    if (failed.length < parts.length) {
      // The event changed: a fresh read gives the next PATCH /events/{id} the current updatedAt.
      await queryClient.invalidateQueries({ queryKey: ['eventPayments'] });
      refresh();
    }
    if (!failed.length) {
      notify(`${K}saved`, { type: 'success' });
      onSaved(values);
      return undefined;
    }
    const sections = failed.map((f) => translate(PART_TITLES[f.part])).join(', ');
    const message = failed.map((f) => f.error?.message).find(Boolean) || translate(`${K}saveError`);
    notify(failed.length < parts.length ? `${K}notSavedRest` : `${K}notSaved`, { type: 'error', messageArgs: { sections, message } });
    const errors = failed.flatMap(({ part, error }) => Object.entries(error?.body?.errors ?? {}).map(([field, m]) => [inputName(part, field), m]));
    return nest(Object.fromEntries(errors));
  };

  return submit;
}
