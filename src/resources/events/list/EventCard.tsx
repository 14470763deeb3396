/** One event of the grid (spec 1 section 2.3): image, date badge, title, place, draft badge, actions. */
import { Box, Card, CardActions, CardContent, CardMedia, Chip, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { EventActions } from '../actions/EventActions';
import { EventEditLink } from './EventEditLink';

export const DEFAULT_EVENT_IMAGE = '/event-default.svg';

export interface EventRecord extends RaRecord {
  title?: string | null;
  primaryImage?: string | null;
  isDraft?: boolean;
  eventDate?: { days?: string[]; months?: string[] } | null;
  address?: { city?: string | null; state?: string | null } | null;
}

export function EventCard({ record, canEdit }: { record: EventRecord; canEdit: boolean }) {
  const translate = useTranslate();
  const title = record.title?.trim() || translate('resources.events.card.noTitle');
  const city = record.address?.city || translate('resources.events.card.noCity');
  const state = record.address?.state || translate('resources.events.card.noState');
  const day = record.eventDate?.days?.[0];
  const month = record.eventDate?.months?.[0];

  return (
    <Card variant="outlined" component="article" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ position: 'relative' }}>
        <CardMedia component="img" image={record.primaryImage || DEFAULT_EVENT_IMAGE} alt={title} sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />
        {record.isDraft ? (
          <Chip label={translate('resources.events.card.draft')} color="warning" size="small" sx={{ position: 'absolute', top: 8, left: 8 }} />
        ) : null}
      </Box>
      <CardContent sx={{ display: 'flex', gap: 1.5, flex: 1 }}>
        {day ? (
          <Box data-testid="event-date" sx={{ textAlign: 'center', minWidth: 44 }}>
            <Typography variant="h5" component="span" sx={{ display: 'block', lineHeight: 1, fontWeight: 700 }}>
              {day}
            </Typography>
            <Typography variant="caption" component="span" sx={{ textTransform: 'uppercase' }}>
              {month}
            </Typography>
          </Box>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} noWrap title={title}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {translate('resources.events.card.place', { city, state })}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <EventActions record={record} variant="card" />
        <EventEditLink id={record.id} allowed={canEdit} />
      </CardActions>
    </Card>
  );
}
