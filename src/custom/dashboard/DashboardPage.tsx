/**
 * /dashboard, the landing page (spec 1 section 9, spec 2 GET /business/reports; docs/dashboard.md):
 * a period (this month by default), the figures as cards, then the graphs. Only the widgets the
 * user's codes show are drawn (the server answers only those). Skeletons while loading; the spec's
 * message and 'Tentar novamente' on failure; the figures follow sales, refunds and entries live.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../framework/PageHeader';
import { LoadError } from '../../framework/LoadError';
import { useAccessContext } from '../../layout/useAccessContext';
import { visibleWidgets, type Widget, type WidgetKey } from '../../shared/dashboard/widgets';
import { EmptyState } from '../EmptyState';
import { GraphFrame, GraphSkeleton } from './GraphFrame';
import { PeriodPicker } from './PeriodPicker';
import { TopEvents } from './TopEvents';
import { WidgetCards } from './WidgetCards';
import { ChannelChart, SalesPerDayChart, preloadCharts } from './lazyCharts';
import { useDashboard } from './useDashboard';
import { usePeriodQuery } from './usePeriodQuery';

const graph = (widgets: readonly Widget[] | undefined, key: WidgetKey) => {
  const w = widgets?.find((x) => x.key === key);
  return w?.type === '@GRAPH' ? w.series : undefined;
};

function Graph({ widgetKey, ready, children }: { widgetKey: WidgetKey; ready: boolean; children: ReactNode }) {
  return (
    <GraphFrame widgetKey={widgetKey}>
      {ready ? <Suspense fallback={<GraphSkeleton />}>{children}</Suspense> : undefined}
    </GraphFrame>
  );
}

export function DashboardPage() {
  const translate = useTranslate();
  const access = useAccessContext();
  const period = usePeriodQuery();
  const specs = access ? visibleWidgets(access) : [];
  const { data, isError, isFetching, isPlaceholderData, refetch } = useDashboard(specs.length ? period.query : null);
  const graphs = new Set(specs.filter((s) => s.type === '@GRAPH').map((s) => s.key));
  useEffect(() => {
    if (graphs.size) preloadCharts();
  }, [graphs.size]);

  const widgets = data?.widgets;
  // The figures of the period before stay on screen while the chosen one loads.
  const loading = isFetching && isPlaceholderData;
  const perDay = graph(widgets, 'salesPerDay');
  const channels = graph(widgets, 'salesByChannel');
  const top = graph(widgets, 'topEvents');
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('menu.dashboard')} />
      {access && !specs.length ? (
        <EmptyState />
      ) : (
        <>
          <PeriodPicker state={period} shown={data?.period} />
          {isError ? <LoadError error={undefined} fallback="dashboard.loadError" onRetry={() => void refetch()} /> : null}
          {isError ? null : (
            <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: 'minmax(0, 1fr)' }} aria-busy={loading || undefined}>
              {loading ? <LinearProgress aria-label={translate('app.page.loading')} /> : null}
              <WidgetCards specs={specs} widgets={widgets} />
              {graphs.has('salesPerDay') ? (
                <Graph widgetKey="salesPerDay" ready={!!perDay}>
                  <SalesPerDayChart series={perDay ?? []} />
                </Graph>
              ) : null}
              <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
                {graphs.has('salesByChannel') ? (
                  <Graph widgetKey="salesByChannel" ready={!!channels}>
                    <ChannelChart series={channels ?? []} />
                  </Graph>
                ) : null}
                {graphs.has('topEvents') ? <GraphFrame widgetKey="topEvents">{top ? <TopEvents series={top} /> : undefined}</GraphFrame> : null}
              </Box>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
