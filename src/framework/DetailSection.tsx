/** A titled block of a detail page (a ticket's, a courtesy's): an outlined `section` named by its h2 title. */
import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** `title` is the text shown (already translated); it also names the section for assistive tech. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
