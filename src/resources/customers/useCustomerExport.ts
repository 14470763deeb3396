/**
 * The export of the list's current filters through the data provider's exportCustomers
 * (src/framework/useCsvExport.ts: progress, the file saved once whole, spec 2 section 8's messages).
 */
import { useDataProvider } from 'react-admin';
import { useCsvExport } from '../../framework/useCsvExport';
import type { CustomerExport, CustomerExportParams } from './customerCalls';

type ExportProvider = { exportCustomers(params: CustomerExportParams): Promise<CustomerExport> };

export function useCustomerExport(filter: Record<string, unknown>) {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & ExportProvider>();
  return useCsvExport((params) => dataProvider.exportCustomers({ filter, ...params }), 'resources.customers.export.');
}
