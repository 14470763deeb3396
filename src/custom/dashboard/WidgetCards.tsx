/**
 * The dashboard's figures (@MONEY and @NUMBER widgets) as cards: money in R$ pt-BR, counts with
 * thousands separators. While the figures load each card shows its label over a skeleton, never a
 * zero that is not one.
 */
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount } from '../../shared/catalogue';
import type { Widget, WidgetSpec } from '../../shared/dashboard/widgets';
import { formatAmount } from '../../framework/money';

const GRID = { display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } };

function Card({ spec, widget }: { spec: WidgetSpec; widget?: Widget }) {
  const translate = useTranslate();
  const value = widget && widget.type !== '@GRAPH' ? widget.value : undefined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-widget={spec.key}>
      <Typography variant="body2" color="text.secondary" component="h2" sx={{ mb: 0.5 }}>
        {translate(`dashboard.widgets.${spec.key}`)}
      </Typography>
      {value === undefined ? (
        <Skeleton variant="text" sx={{ fontSize: '1.6rem' }} width="70%" data-testid="widget-skeleton" />
      ) : (
        <Typography component="p" sx={{ fontSize: { xs: '1.25rem', sm: '1.6rem' }, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }} data-value>
          {spec.type === '@MONEY' ? formatAmount(value) : formatCount(value)}
        </Typography>
      )}
    </Paper>
  );
}

export function WidgetCards({ specs, widgets }: { specs: readonly WidgetSpec[]; widgets?: readonly Widget[] }) {
  const cards = specs.filter((s) => s.type !== '@GRAPH');
  if (!cards.length) return null;
  return (
    <Box sx={GRID}>
      {cards.map((spec) => (
        <Card key={spec.key} spec={spec} widget={widgets?.find((w) => w.key === spec.key)} />
      ))}
    </Box>
  );
}
