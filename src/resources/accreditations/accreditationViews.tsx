/** The accreditations resource's own views (issue 15): the card list with its create/edit dialog, and everything under /accreditations/{id}. */
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { ResourceObject } from '../../framework/resourceFromDefinition';
import { AccreditationList } from './AccreditationList';

// The manage page brings the QR code, the dashboard and the form builder: loaded when one is opened.
const Pages = lazy(() => import('./AccreditationRoutes').then((m) => ({ default: m.AccreditationRoutes })));

function AccreditationRoutes() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <Pages />
    </Suspense>
  );
}

export const accreditationViews: Partial<ResourceObject> = { list: AccreditationList, edit: AccreditationRoutes };
