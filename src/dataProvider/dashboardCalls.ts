/** The dashboard's call (GET /business/reports; docs/dashboard.md), a method of the one data provider. */
import type { HttpClient } from './httpClient';
import type { DashboardAnswer } from '../shared/dashboard/widgets';
import type { PeriodCode } from '../shared/dashboard/period';

export interface DashboardQuery {
  period: PeriodCode;
  /** 'YYYY-MM-DD', only with 'custom'. */
  startAt?: string;
  endAt?: string;
}

export const dashboardCalls = (http: HttpClient) => ({
  async dashboardReport(query: DashboardQuery): Promise<DashboardAnswer> {
    const custom = query.period === 'custom';
    const { json } = await http<DashboardAnswer>('/business/reports', {
      query: { period: query.period, startAt: custom ? query.startAt : undefined, endAt: custom ? query.endAt : undefined },
    });
    return json;
  },
});

export type DashboardCalls = ReturnType<typeof dashboardCalls>;
