/**
 * The dashboard's axis charts (MUI X Charts), a chunk of their own: the page's figures come
 * first, these when their code arrives. Money on the axes in short R$ ('R$ 1,2 mil'), in the
 * tooltips whole ('R$ 1.234,56 · 12 ingressos').
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GraphPoint } from '../../shared/dashboard/widgets';
import { formatAmount, formatCompactAmount } from '../../framework/money';
import { GRAPH_HEIGHT } from './GraphFrame';

/** Up to a month of days as bars; a longer period as a line. */
const MAX_BARS = 31;

function useTooltip(series: readonly GraphPoint[]) {
  const translate = useTranslate();
  return (value: number | null, { dataIndex }: { dataIndex: number }) =>
    `${formatAmount(value ?? 0)} · ${translate('dashboard.tickets', { smart_count: series[dataIndex]?.count ?? 0 })}`;
}

/** The business's primary colour, as the rest of the admin wears it. */
const usePrimary = () => useTheme().palette.primary.main;

const MARGIN = { left: 8, right: 16, top: 16, bottom: 8 };
const MONEY_AXIS = { valueFormatter: (v: number) => formatCompactAmount(v), width: 72 };

export function SalesPerDayChart({ series }: { series: readonly GraphPoint[] }) {
  const translate = useTranslate();
  const tooltip = useTooltip(series);
  const color = usePrimary();
  const labels = series.map((p) => p.label);
  const data = series.map((p) => p.value);
  const common = {
    height: GRAPH_HEIGHT,
    margin: MARGIN,
    hideLegend: true,
    localeText: ptBRLocaleText,
    yAxis: [MONEY_AXIS],
  };
  const label = translate('dashboard.revenueAxis');
  return series.length <= MAX_BARS ? (
    <BarChart {...common} xAxis={[{ scaleType: 'band', data: labels }]} series={[{ data, label, color, valueFormatter: tooltip }]} />
  ) : (
    <LineChart {...common} xAxis={[{ scaleType: 'point', data: labels }]} series={[{ data, label, color, valueFormatter: tooltip, area: true, showMark: false }]} />
  );
}

export function ChannelChart({ series }: { series: readonly GraphPoint[] }) {
  const translate = useTranslate();
  const tooltip = useTooltip(series);
  const color = usePrimary();
  return (
    <BarChart
      height={GRAPH_HEIGHT}
      margin={MARGIN}
      hideLegend
      localeText={ptBRLocaleText}
      xAxis={[{ scaleType: 'band', data: series.map((p) => p.label) }]}
      yAxis={[MONEY_AXIS]}
      series={[{ data: series.map((p) => p.value), label: translate('dashboard.revenueAxis'), color, valueFormatter: tooltip }]}
    />
  );
}
