/**
 * The orders resource's own views (issue 12): its list with filters, and its order page with the
 * actions, a chunk of its own (it brings qrcode and the dialogs), loaded when an order is opened.
 */
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { ResourceObject } from '../../framework/resourceFromDefinition';
import { OrderList } from './OrderList';

const OrderShowPage = lazy(() => import('./OrderShow').then((m) => ({ default: m.OrderShow })));

function OrderShow() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <OrderShowPage />
    </Suspense>
  );
}

export const orderViews: Partial<ResourceObject> = { list: OrderList, show: OrderShow };
