/**
 * The calendar of a typed date or date-time field: a button (end adornment) that opens the
 * browser's own localized picker through a visually hidden native input and its showPicker(),
 * so the app ships no date-picker library (decisions.md, "Date inputs"). The text field stays
 * the one the user types in; the native input only carries the picker's value.
 */
import { useRef } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { useTranslate } from 'react-admin';

export interface CalendarButtonProps {
  type: 'date' | 'datetime-local';
  /** The native value the picker starts from ('yyyy-MM-dd' or 'yyyy-MM-ddTHH:mm'); '' opens on today. */
  value: string;
  /** The native value chosen ('' when the picker's "clear" was used). */
  onPick: (value: string) => void;
}

// Rendered (showPicker refuses an input that is not) but neither seen, reached by Tab nor read:
// a 1 px dot under the button, so the browser anchors its picker there.
const HIDDEN = { position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, padding: 0, border: 0, opacity: 0, pointerEvents: 'none' } as const;

/** Browsers without showPicker (before 2022) keep the typed field only: no button that does nothing. */
const canPick = () => typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

export function CalendarButton({ type, value, onPick }: CalendarButtonProps) {
  const translate = useTranslate();
  const native = useRef<HTMLInputElement>(null);
  if (!canPick()) return null;

  const open = () => {
    const input = native.current;
    if (!input) return;
    input.value = value;
    try {
      input.showPicker();
    } catch {
      // A cross-origin frame may refuse it; the field can still be typed in.
    }
  };

  return (
    <InputAdornment position="end" sx={{ position: 'relative' }}>
      <IconButton edge="end" size="small" aria-label={translate('app.date.openCalendar')} onClick={open}>
        <CalendarMonth fontSize="small" />
      </IconButton>
      <input ref={native} type={type} aria-hidden tabIndex={-1} style={HIDDEN} onChange={(e) => onPick(e.target.value)} />
    </InputAdornment>
  );
}
