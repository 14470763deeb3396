/**
 * The frame of the public accreditation pages: the business's colours and logo (PublicBusinessFrame),
 * then the accreditation's image and name as the page's heading, and what the page says under it.
 */
import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PublicBusinessFrame } from '../PublicBusinessFrame';
import type { PublicAccreditation } from './accreditationPublicApi';

export interface AccreditationFrameProps {
  accreditation?: PublicAccreditation;
  /** Catalogue key of the bar's text until the business is known. */
  fallbackTitle: string;
  /** Under the accreditation's name: what this page does (an activity's name, 'Credenciar'). */
  subtitle?: ReactNode;
  /** The page cannot go on (a wrong link, an inactive accreditation): this message and nothing else. */
  failure?: string;
  children?: ReactNode;
}

export function AccreditationFrame({ accreditation, fallbackTitle, subtitle, failure, children }: AccreditationFrameProps) {
  const translate = useTranslate();
  return (
    <PublicBusinessFrame business={accreditation?.business} fallbackTitle={fallbackTitle}>
      {failure ? (
        <Stack spacing={2}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {translate(fallbackTitle)}
          </Typography>
          <Alert severity="error" variant="outlined" data-testid="page-failure">
            {failure}
          </Alert>
        </Stack>
      ) : !accreditation ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={translate('app.toast.loading')} />
        </Box>
      ) : (
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            {accreditation.image ? (
              <Box component="img" src={accreditation.image} alt="" sx={{ width: 56, height: 56, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }} />
            ) : null}
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h1" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
                {accreditation.name}
              </Typography>
              {subtitle ? (
                <Typography component="div" variant="body2" color="text.secondary">
                  {subtitle}
                </Typography>
              ) : null}
            </Box>
          </Box>
          {children}
        </Stack>
      )}
    </PublicBusinessFrame>
  );
}
