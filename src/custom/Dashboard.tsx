/** The landing page: the dashboard of the business (src/custom/dashboard/, docs/dashboard.md). */
export { DashboardPage as Dashboard } from './dashboard/DashboardPage';
