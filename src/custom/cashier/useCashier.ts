/**
 * The box office's queries, on the one data provider (src/dataProvider/cashierCalls.ts). Keys
 * start with the realtime resource they follow: a sale anywhere in the business changes 'lots'
 * (places left), a session opened or closed 'cashSessions'.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { CashierCalls } from '../../dataProvider/cashierCalls';

export const cashierKeys = {
  current: ['cashSessions', 'current'] as const,
  report: (id: string) => ['cashSessions', 'report', id] as const,
  history: (page: number) => ['cashSessions', 'history', page] as const,
  events: ['events', 'cashier'] as const,
  catalog: (eventId: string) => ['lots', 'cashier', eventId] as const,
  settings: ['cashierSettings'] as const,
};

export const useCashierApi = () => useDataProvider<DataProvider & CashierCalls>();

export function useCurrentSession() {
  const api = useCashierApi();
  return useQuery({ queryKey: cashierKeys.current, queryFn: () => api.cashierCurrentSession() });
}

export function useDiscountLimit() {
  const api = useCashierApi();
  return useQuery({ queryKey: cashierKeys.settings, queryFn: () => api.cashierSettings() });
}
