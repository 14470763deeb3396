/** Centred frame of the login pages, painted with the cached business colours. */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
      }}
    >
      {children}
    </Box>
  );
}
