/**
 * What the door answers for a scanned or typed ticket (POST /api/validate/scan), shared by the
 * server and the /validate page, which paints each in its colour (docs/door.md).
 */
export const SCAN_RESULTS = [
  '@VALID', // first entry, recorded now
  '@ALREADY_USED', // entered before: when and through which validator
  '@WRONG_EVENT',
  '@WRONG_SESSION',
  '@CANCELED', // its order was cancelled
  '@REFUNDED',
  '@NOT_PAID', // its order is still waiting for payment
  '@UNKNOWN', // no such ticket in this business
  '@FORGED', // a QR whose signature does not match: refused before any query
] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

/** Tickets whose holder must show a document at the door (spec 1 section 3: @HALF, meia-entrada). */
export const DOCUMENT_CATEGORIES: readonly string[] = ['@HALF'];

/** The screen a result paints: green, amber (valid, with a warning) or red. */
export type ScanTone = 'valid' | 'warning' | 'refused';
export const toneOf = (result: ScanResult, warning?: unknown): ScanTone =>
  result === '@VALID' ? (warning ? 'warning' : 'valid') : 'refused';

/** The one check-in a validator may take back, and for how long (docs/decisions.md, "Undo at the door"). */
export const UNDO_WINDOW_MINUTES = 10;
