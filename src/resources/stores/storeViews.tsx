/** The stores resource's own views (issue 15): the card list, the create form with the live slug and postal-code lookup, and /stores/{id}/details[/edit]. */
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { ResourceObject } from '../../framework/resourceFromDefinition';
import { StoreList } from './StoreList';

// Forms bring yup, the resolver and imask: loaded when a store is first opened.
const StoreCreateForm = lazy(() => import('./StoreCreate').then((m) => ({ default: m.StoreCreate })));
const StorePages = lazy(() => import('./StoreRoutes').then((m) => ({ default: m.StoreRoutes })));

function StoreCreate() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <StoreCreateForm />
    </Suspense>
  );
}

function StoreRoutes() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <StorePages />
    </Suspense>
  );
}

export const storeViews: Partial<ResourceObject> = { list: StoreList, create: StoreCreate, edit: StoreRoutes };
