/** The customers resource's own views (issue 12): the list with filters and export, and a customer's page, each loaded on first visit. */
import type { ViewOverride } from '../../framework/resourceFromDefinition';
import { lazyView } from '../../framework/lazyView';

export const customerViews: ViewOverride = {
  list: lazyView(() => import('./CustomerList').then((m) => ({ default: m.CustomerList }))),
  show: lazyView(() => import('./CustomerShow').then((m) => ({ default: m.CustomerShow }))),
};
