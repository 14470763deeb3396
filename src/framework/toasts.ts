/**
 * A notification that only takes the toast on screen away (layout/Notification drops it):
 * for a loading toast whose answer is shown elsewhere, e.g. in a dialog.
 */
export const DISMISS_TOAST = '@dismiss';
