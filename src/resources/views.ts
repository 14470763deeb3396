/**
 * Views that replace a generated one, by resource name: only what the spec makes special
 * (the event card grid, the sector/ticket/lot tree, courtesy sending...). A resource absent
 * here uses the generated list, create and edit views of its definition.
 */
import type { ViewOverride } from '../framework/resourceFromDefinition';
import { eventViews } from './events/eventViews';
import { orderViews } from './orders/orderViews';
import { customerViews } from './customers/customerViews';
import { storeViews } from './stores/storeViews';
import { accreditationViews } from './accreditations/accreditationViews';

export const VIEW_OVERRIDES: Partial<Record<string, ViewOverride>> = {
  events: eventViews,
  orders: orderViews,
  customers: customerViews,
  stores: storeViews,
  accreditations: accreditationViews,
};
