/** The accreditations resource's own views (issue 15): the card list with its create/edit dialog, and everything under /accreditations/{id} (the QR code, the dashboard, the form builder), each loaded on first visit. */
import type { ViewOverride } from '../../framework/resourceFromDefinition';
import { lazyView } from '../../framework/lazyView';

export const accreditationViews: ViewOverride = {
  list: lazyView(() => import('./AccreditationList').then((m) => ({ default: m.AccreditationList }))),
  edit: lazyView(() => import('./AccreditationRoutes').then((m) => ({ default: m.AccreditationRoutes }))),
};
