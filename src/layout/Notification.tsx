/**
 * Toasts. Unlike react-admin's queue, a newer toast replaces the one on screen, so a save's
 * 'Salvando...' gives way to the server's answer as soon as it arrives.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Button, Snackbar } from '@mui/material';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { DISMISS_TOAST } from '../framework/toasts';

/** How recent a toast must be to follow the user to the next page. */
const KEEP_ACROSS_MOVE_MS = 1500;

const SEVERITY = { info: 'info', success: 'success', error: 'error', warning: 'warning' } as const;

export function Notification() {
  const translate = useTranslate();
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const shownAt = useRef(0);

  // A toast belongs to the page it was raised on: another page (or tab) closes it. One raised
  // just before the move (a save that then goes back to the list) is that move's answer and stays.
  useEffect(() => {
    if (Date.now() - shownAt.current > KEEP_ACROSS_MOVE_MS) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!notifications.length) return;
    if (!current) {
      const next = takeNotification();
      if (!next || next.message === DISMISS_TOAST) return; // only took the previous one away
      // Taken from react-admin's queue (a store outside React state): shown from the next render.
      setCurrent(next);
      setOpen(true);
      shownAt.current = Date.now();
    } else if (open && !current.notificationOptions?.undoable) {
      setOpen(false); // make room: the next one shows once this one has exited
    }
  }, [notifications, current, open, takeNotification]);

  const finishUndoable = useCallback(
    (isUndo: boolean) => {
      if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo });
    },
    [current, takeMutation],
  );

  if (!current) return null;
  const { message, type = 'info', notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;

  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideDuration === undefined ? 4000 : autoHideDuration ?? undefined}
      onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{
        transition: {
          onExited: () => {
            finishUndoable(false);
            setCurrent(undefined);
          },
        },
      }}
    >
      <Alert
        severity={SEVERITY[type]}
        variant="filled"
        sx={{ width: '100%' }}
        action={
          undoable ? (
            <Button color="inherit" size="small" onClick={() => { finishUndoable(true); setOpen(false); }}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
