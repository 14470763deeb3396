/**
 * The courtesies on a phone (issue 9 item 10): one card each, as the generated lists do
 * (RecordCard), with the name, contact, ticket and date, then the redemption and delivery badges
 * and the row's buttons, all inside the screen's width.
 */
import { Box, Stack } from '@mui/material';
import { RecordCard } from '../../framework/RecordCard';
import { formatDateTime } from '../../framework/dates';
import type { Courtesy } from './courtesiesApi';
import { CourtesyName, DeliveryBadge, RedeemedBadge, contactText } from './CourtesyBadges';
import { CourtesyRowActions, type CourtesyActions } from './CourtesyRowActions';

export function CourtesyCards({ rows, eventId, actions }: { rows: Courtesy[]; eventId: string; actions: CourtesyActions }) {
  return (
    <Stack spacing={1.5}>
      {rows.map((c) => {
        const item = c.userTicket?.orderItem;
        const ticket = [item?.ticket?.title, item?.lot?.title].filter(Boolean).join(' · ');
        return (
          <RecordCard
            key={c.id}
            data-testid="courtesy-card"
            sx={c.canceledAt ? { opacity: 0.6 } : undefined}
            title={<CourtesyName courtesy={c} />}
            lines={[...(c.name?.trim() ? [contactText(c)] : []), ticket, formatDateTime(c.createdAt)]}
            footer={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                <RedeemedBadge captured={c.isCaptured} />
                <DeliveryBadge courtesy={c} />
                <Box sx={{ flex: 1 }} />
                <CourtesyRowActions courtesy={c} eventId={eventId} actions={actions} />
              </Box>
            }
          />
        );
      })}
    </Stack>
  );
}
