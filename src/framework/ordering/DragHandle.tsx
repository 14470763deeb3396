/**
 * The grip a row is dragged by ('Arrastar para reordenar'); focusable, the arrow keys move the
 * row up or down (useSortableItem's onHandleKeyDown). Dimmed while an order is saved: dragging
 * waits, arrow keys still move the row and are saved after it.
 */
import type { KeyboardEvent } from 'react';
import { styled } from '@mui/material/styles';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useTranslate } from 'react-admin';

// Styles made once: a sales page draws a grip per sector, ticket and lot (over a thousand), and a
// per-grip sx was resolved again for each. The busy look follows the aria-busy attribute.
const Grip = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  color: theme.palette.text.secondary,
  cursor: 'grab',
  flexShrink: 0,
  borderRadius: Number(theme.shape.borderRadius) / 2,
  '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.4 },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
}));

export function DragHandle({ handleRef, busy, onKeyDown }: { handleRef: (node: HTMLElement | null) => void; busy?: boolean; onKeyDown?: (event: KeyboardEvent) => void }) {
  const translate = useTranslate();
  const label = translate('app.ordering.handle');
  const hint = translate('app.ordering.keyboardHint');
  return (
    <Grip ref={handleRef} role="button" aria-label={label} aria-busy={busy || undefined} title={`${label} · ${hint}`} tabIndex={0} onKeyDown={onKeyDown}>
      <DragIndicator fontSize="small" />
    </Grip>
  );
}
