/**
 * The orders resource's own views (issue 12): its list with filters, and its order page with the
 * actions (it brings qrcode and the dialogs), each a chunk of its own, loaded on first visit.
 */
import type { ViewOverride } from '../../framework/resourceFromDefinition';
import { lazyView } from '../../framework/lazyView';

export const orderViews: ViewOverride = {
  list: lazyView(() => import('./OrderList').then((m) => ({ default: m.OrderList }))),
  show: lazyView(() => import('./OrderShow').then((m) => ({ default: m.OrderShow }))),
};
