/**
 * /events/{id}/advantages-and-services/coupons (spec 1 sections 2.3, 7, 8): the event's
 * coupons as cards, 10 per page, search by code and page in the address, with the
 * create/edit dialog and the delete confirmation.
 */
import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { NestedCardGrid } from '../../framework/nested/NestedCardGrid';
import { coupons } from '../../shared/resources/coupons/definition';
import { CouponCard } from './CouponCard';
import { CouponInputs } from './CouponInputs';

export default function CouponsSection({ record }: { record: RaRecord }) {
  return (
    <Box sx={{ mt: 2 }}>
      <NestedCardGrid
        def={coupons}
        meta={{ eventId: record.id }}
        createLabel="resources.coupons.actions.add"
        inputs={<CouponInputs />}
        renderCard={(coupon, actions) => <CouponCard record={coupon} {...actions} />}
      />
    </Box>
  );
}
