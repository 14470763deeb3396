/**
 * The frame of a public page a buyer or guest opens from a message (courtesy redemption, an order's
 * tickets): the business's colours and logo (the defaults until its answer arrives), not the cached
 * admin theme, and a phone-sized column.
 */
import { useMemo, type ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { buildTheme } from '../layout/theme';
import type { Preferences } from '../layout/preferences';

export type PublicBusiness = { name: string } & Partial<Pick<Preferences, 'primaryColor' | 'secondaryColor' | 'logo'>>;

/** The theme of a business's public page: its colours, the defaults where it has none (or is not known yet). */
export function useBusinessTheme(business?: Partial<Pick<Preferences, 'primaryColor' | 'secondaryColor'>>) {
  const primaryColor = business?.primaryColor;
  const secondaryColor = business?.secondaryColor;
  return useMemo(() => createTheme(buildTheme({ primaryColor, secondaryColor })), [primaryColor, secondaryColor]);
}

/** `fallbackTitle`: catalogue key shown in the bar until the business is known. */
export function PublicBusinessFrame({ business, fallbackTitle, children }: { business?: PublicBusiness; fallbackTitle: string; children: ReactNode }) {
  const translate = useTranslate();
  const theme = useBusinessTheme(business);
  return (
    <ThemeProvider theme={theme}>
      <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
          {business?.logo ? <Box component="img" src={business.logo} alt="" sx={{ height: 32, maxWidth: 120, objectFit: 'contain' }} /> : null}
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, textAlign: 'center' }}>
            {business?.name || translate(fallbackTitle)}
          </Typography>
        </Box>
        <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 2 } }}>
          {children}
        </Container>
      </Box>
    </ThemeProvider>
  );
}
