/**
 * The chart components, loaded on demand (MUI X Charts is too big for the landing page's first
 * load). The page starts the download as it mounts, beside its figures' request, so the charts
 * usually arrive with the data; until then their frames show skeletons.
 */
import { lazy } from 'react';

const loadCharts = () => import('./DashboardCharts');

export const preloadCharts = () => void loadCharts().catch(() => undefined);
export const SalesPerDayChart = lazy(() => loadCharts().then((m) => ({ default: m.SalesPerDayChart })));
export const ChannelChart = lazy(() => loadCharts().then((m) => ({ default: m.ChannelChart })));
