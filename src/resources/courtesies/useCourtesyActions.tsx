/**
 * Resend one, cancel one (after a confirmation) and resend all (after a confirmation), with the
 * spec's toasts (spec 1 section 8). The table and the detail page share it; every success
 * refreshes the event's courtesy queries (list, stats, detail).
 */
import { useState, type ReactNode } from 'react';
import { DialogContentText } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../framework/ConfirmDialog';
import { useToastedCall } from '../../framework/useToastedCall';
import { courtesyKeys, useCourtesiesApi, type Courtesy } from './courtesiesApi';
import { contactText } from './CourtesyBadges';

export function useCourtesyActions(eventId: string) {
  const api = useCourtesiesApi();
  const run = useToastedCall();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [toCancel, setToCancel] = useState<Courtesy | null>(null);
  const [askAll, setAskAll] = useState(false);
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: courtesyKeys.all(eventId) });

  async function call<T>(fn: () => Promise<T>, success: string, fallback: string) {
    setBusy(true);
    const result = await run(fn, { success, fallback });
    setBusy(false);
    if (result.ok) await refresh();
    return result.ok;
  }

  const resend = (c: Courtesy) =>
    call(() => api.resend(eventId, c.id), 'resources.courtesies.resent', 'resources.courtesies.resendError');

  const confirmCancel = async () => {
    const c = toCancel;
    setToCancel(null);
    if (c) await call(() => api.cancel(eventId, c.id), 'resources.courtesies.cancelled', 'resources.courtesies.cancelError');
  };

  const confirmAll = async () => {
    setAskAll(false);
    await call(() => api.resendAll(eventId), 'resources.courtesies.resentAll', 'resources.courtesies.resendError');
  };

  const dialogs: ReactNode = (
    <>
      <ConfirmDialog
        open={Boolean(toCancel)}
        title="resources.courtesies.dialogs.cancelTitle"
        content={<DialogContentText>{translate('resources.courtesies.dialogs.cancelText', { contact: toCancel ? contactText(toCancel) : '' })}</DialogContentText>}
        confirmLabel="resources.courtesies.dialogs.cancelConfirm"
        // 'Cancelar' beside 'Cancelar cortesia' reads as two ways to cancel it (issue 9 item 23).
        cancelLabel="resources.courtesies.dialogs.cancelBack"
        confirmColor="error"
        onConfirm={() => void confirmCancel()}
        onClose={() => setToCancel(null)}
      />
      <ConfirmDialog
        open={askAll}
        title="resources.courtesies.dialogs.resendAllTitle"
        content="resources.courtesies.dialogs.resendAllText"
        confirmLabel="resources.courtesies.actions.resendAll"
        onConfirm={() => void confirmAll()}
        onClose={() => setAskAll(false)}
      />
    </>
  );

  return { resend, askCancel: setToCancel, askResendAll: () => setAskAll(true), busy, dialogs };
}

/** Cancelled courtesies take no action; a redeemed one can no longer be cancelled (the server refuses it). */
export const canResend = (c: Courtesy) => !c.canceledAt;
export const canCancel = (c: Courtesy) => !c.canceledAt && !c.isCaptured;
