/** The grip a row is dragged by ('Arrastar para reordenar'); inert while an order is saved. */
import { Box } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useTranslate } from 'react-admin';

export function DragHandle({ handleRef, disabled }: { handleRef: (node: HTMLElement | null) => void; disabled?: boolean }) {
  const translate = useTranslate();
  const label = translate('app.ordering.handle');
  return (
    <Box
      ref={handleRef}
      role="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      title={label}
      sx={{ display: 'inline-flex', color: 'text.secondary', cursor: disabled ? 'default' : 'grab', opacity: disabled ? 0.4 : 1, flexShrink: 0 }}
    >
      <DragIndicator fontSize="small" />
    </Box>
  );
}
