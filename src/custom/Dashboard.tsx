/** The dashboard: its report (GET /business/reports) belongs to later work. */
import { PlaceholderPage } from './PlaceholderPage';

export const Dashboard = () => <PlaceholderPage title="menu.dashboard" />;
