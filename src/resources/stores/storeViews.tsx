/** The stores resource's own views (issue 15): the card list, the create form with the live slug and postal-code lookup, and /stores/{id}/details[/edit], each loaded on first visit (the forms bring yup, the resolver and imask). */
import type { ViewOverride } from '../../framework/resourceFromDefinition';
import { lazyView } from '../../framework/lazyView';

export const storeViews: ViewOverride = {
  list: lazyView(() => import('./StoreList').then((m) => ({ default: m.StoreList }))),
  create: lazyView(() => import('./StoreCreate').then((m) => ({ default: m.StoreCreate }))),
  edit: lazyView(() => import('./StoreRoutes').then((m) => ({ default: m.StoreRoutes }))),
};
