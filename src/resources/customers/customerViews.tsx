/** The customers resource's own views (issue 12): the list with filters and export, and a customer's page. */
import type { ResourceObject } from '../../framework/resourceFromDefinition';
import { CustomerList } from './CustomerList';
import { CustomerShow } from './CustomerShow';

export const customerViews: Partial<ResourceObject> = { list: CustomerList, show: CustomerShow };
