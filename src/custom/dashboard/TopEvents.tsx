/**
 * The top-selling events of the period as a ranked list with a bar each (not an axis chart): long
 * event titles stay readable on a phone, and the figures are text a screen reader reads.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GraphPoint } from '../../shared/dashboard/widgets';
import { formatAmount } from '../../framework/money';

export function TopEvents({ series }: { series: readonly GraphPoint[] }) {
  const translate = useTranslate();
  if (!series.length) return <Typography color="text.secondary">{translate('dashboard.noSales')}</Typography>;
  const top = Math.max(...series.map((p) => p.value), 1);
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {series.map((p) => (
        <Box component="li" key={p.key}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
            <Typography variant="body2" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={p.label}>
              {p.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatAmount(p.value)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover' }} aria-hidden>
              <Box sx={{ width: `${Math.max(0, (p.value / top) * 100)}%`, height: '100%', borderRadius: 4, bgcolor: 'primary.main' }} />
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {translate('dashboard.tickets', { smart_count: p.count })}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
