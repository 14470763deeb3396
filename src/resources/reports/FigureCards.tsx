/** Headline figures as cards: two a row on a phone, up to five on a computer. */
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'success' | 'error';
}

export function FigureCards({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}>
      {figures.map((f) => (
        <Paper key={f.key} component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {f.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', color: f.tone ? `${f.tone}.dark` : undefined }}>
            {f.value}
          </Typography>
          {f.hint ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {f.hint}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
