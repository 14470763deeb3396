/**
 * What the browser prints of a page: only this area (the menu, the app bar and the buttons stay
 * on screen), with black text on white. window.print() then gives a receipt or a report that
 * fits the page; elements marked `data-no-print` inside it are left out too.
 */
import type { ReactNode } from 'react';
import { Box, GlobalStyles } from '@mui/material';

const PRINT = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-print-area], [data-print-area] *': { visibility: 'visible' },
    '[data-print-area]': { position: 'absolute', inset: '0 0 auto 0', padding: 0, color: '#000', background: '#fff' },
    '[data-print-area] [data-no-print]': { display: 'none !important' },
    '[data-print-area] .MuiPaper-root': { boxShadow: 'none' },
  },
};

export function PrintArea({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={PRINT} />
      <Box data-print-area>{children}</Box>
    </>
  );
}
