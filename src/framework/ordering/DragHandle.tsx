/**
 * The grip a row is dragged by ('Arrastar para reordenar'); focusable, the arrow keys move the
 * row up or down (useSortableItem's onHandleKeyDown). Dimmed while an order is saved: dragging
 * waits, arrow keys still move the row and are saved after it.
 */
import type { KeyboardEvent } from 'react';
import { Box } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useTranslate } from 'react-admin';

export function DragHandle({ handleRef, busy, onKeyDown }: { handleRef: (node: HTMLElement | null) => void; busy?: boolean; onKeyDown?: (event: KeyboardEvent) => void }) {
  const translate = useTranslate();
  const label = translate('app.ordering.handle');
  const hint = translate('app.ordering.keyboardHint');
  return (
    <Box
      ref={handleRef}
      role="button"
      aria-label={label}
      aria-busy={busy || undefined}
      title={`${label} · ${hint}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{ display: 'inline-flex', color: 'text.secondary', cursor: busy ? 'progress' : 'grab', opacity: busy ? 0.4 : 1, flexShrink: 0, borderRadius: 0.5, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
    >
      <DragIndicator fontSize="small" />
    </Box>
  );
}
