/** A graph widget's frame: its title and what it holds; a skeleton of the graph's size while it loads. */
import type { ReactNode } from 'react';
import { Paper, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const GRAPH_HEIGHT = 260;

export function GraphSkeleton() {
  const translate = useTranslate();
  return <Skeleton variant="rounded" height={GRAPH_HEIGHT} aria-label={translate('dashboard.chartLoading')} data-testid="graph-skeleton" />;
}

export function GraphFrame({ widgetKey, children }: { widgetKey: string; children?: ReactNode }) {
  const translate = useTranslate();
  const titleId = `widget-${widgetKey}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-widget={widgetKey}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`dashboard.widgets.${widgetKey}`)}
      </Typography>
      {children ?? <GraphSkeleton />}
    </Paper>
  );
}
