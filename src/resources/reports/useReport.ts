/**
 * A report's query: the data provider's call under ['reports', kind, ...keys], asked only once the
 * user may read reports (the same rule the server checks: src/shared/reports/access.ts). Queries
 * never retry (spec 1 section 7): a failure shows the server's message and 'Tentar novamente'.
 */
import { useQuery } from '@tanstack/react-query';
import { canAccessResource, type ResourceAction } from '../../shared/permissions';
import { reportAccess } from '../../shared/reports/access';
import { useAccessContext } from '../../layout/useAccessContext';
import { useReportCalls, type ReportCalls } from './reportCalls';

/** undefined while the profile loads; then whether the user may do `action` on reports. */
export function useReportAccess(action: ResourceAction = 'show'): boolean | undefined {
  const ctx = useAccessContext();
  return ctx ? canAccessResource(reportAccess, action, ctx) : undefined;
}

/** `ready`: false while the query cannot be asked yet (a custom period still being typed). */
export function useReport<T>(kind: string, keys: readonly unknown[], load: (calls: ReportCalls) => Promise<T>, ready = true) {
  const calls = useReportCalls();
  const allowed = useReportAccess('show');
  return useQuery({ queryKey: ['reports', kind, ...keys], queryFn: () => load(calls), enabled: allowed === true && ready, retry: false });
}
