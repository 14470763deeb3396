/**
 * One record as a card, the lists' view on a phone: a title, lines under it (each one line, cut
 * with an ellipsis), an optional footer (badges, buttons) and an action at the right. ResourceCards
 * draws the generated lists with it; custom lists (courtesies) too.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography, type CardProps } from '@mui/material';

export interface RecordCardProps extends Omit<CardProps, 'title'> {
  title: ReactNode;
  lines?: ReactNode[];
  footer?: ReactNode;
  action?: ReactNode;
}

export function RecordCard({ title, lines = [], footer, action, ...card }: RecordCardProps) {
  return (
    <Card variant="outlined" {...card}>
      <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" noWrap>
            {title}
          </Typography>
          {lines.map((line, i) => (
            <Typography key={i} variant="body2" color="text.secondary" noWrap>
              {line}
            </Typography>
          ))}
          {footer}
        </Box>
        {action}
      </CardContent>
    </Card>
  );
}
