/** `npm run bench`: prints the figures we track. Never asserts; figures go into issue notes. */
import { benchFoundation } from './foundation';
import { benchEvents } from './events';
import { benchSalesTree } from './salesTree';
import { benchCourtesies } from './courtesies';

const only = process.argv[2];

async function main() {
  if (!only || only === 'foundation') await benchFoundation();
  if (!only || only === 'events') await benchEvents();
  if (!only || only === 'salesTree') await benchSalesTree();
  if (!only || only === 'courtesies') await benchCourtesies();
  if (!only || only === 'api') await (await import('./api')).benchApi();
  if (!only || only === 'courtesyCsv') await (await import('./courtesyCsv')).benchCourtesyCsv();
  if (!only || only === 'orders') await (await import('./orders')).benchOrders();
  if (!only || only === 'scale') await (await import('./scale')).benchScale();
  if (!only || only === 'door') await (await import('./door')).benchDoor();
  if (!only || only === 'cashier') await (await import('./cashier')).benchCashier();
  if (!only || only === 'delivery') await (await import('./delivery')).benchDelivery();
  if (!only || only === 'floor') await (await import('./floor')).benchFloor();
  if (!only || only === 'customers') await (await import('./customers')).benchCustomers();
  if (!only || only === 'reports') await (await import('./reports')).benchReports();
  if (!only || only === 'dashboard') await (await import('./dashboard')).benchDashboard();
  if (!only || only === 'reportPdfs') await (await import('./reportPdfs')).benchReportPdfs();
  if (!only || only === 'accreditation') await (await import('./accreditationValidation')).benchAccreditationValidation();
  if (!only || only === 'accreditationDashboard') await (await import('./accreditationDashboard')).benchAccreditationDashboard();
  if (!only || only === 'accreditationSearch') await (await import('./accreditationSearch')).benchAccreditationSearch();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
