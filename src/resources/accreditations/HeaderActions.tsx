/** A page header's buttons: beside the title from 600 px, on their own line under it on a phone (long titles keep their width). */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export function HeaderActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' }, '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } } }}>{children}</Box>;
}
