/** One event of the grid (spec 1 section 2.3): image, date badge, title, place, draft badge, actions. */
import { Box, Card, CardActions, CardContent, CardMedia, Chip, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { formatYear } from '../../../framework/dates';
import { splitCopySuffix } from '../../../shared/resources/events/copyTitle';
import { EventActions } from '../actions/EventActions';
import { EventEditLink } from './EventEditLink';
import defaultImage from './event-default.svg';

/**
 * 606 bytes, inlined by the build (a data: URL): a card without a banner draws at once, without a
 * request (on a phone's first load, a round trip before the grid's largest paint).
 */
export const DEFAULT_EVENT_IMAGE = defaultImage;

export interface EventRecord extends RaRecord {
  title?: string | null;
  primaryImage?: string | null;
  isDraft?: boolean;
  startAt?: string | null;
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
  // The year only when it is not this one: '07 dez 2027' next to this year's '07 dez'.
  const year = formatYear(record.startAt);
  const otherYear = year && year !== formatYear(new Date()) ? year : null;
  const [titleBase, copySuffix] = splitCopySuffix(title);

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
            <Typography variant="caption" component="span" sx={{ display: 'block', textTransform: 'uppercase' }}>
              {month}
            </Typography>
            {otherYear ? (
              <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                {otherYear}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          {/* Two lines, then an ellipsis on the base title: ' (cópia)' stays in sight so a copy never looks like its original. */}
          <Typography variant="subtitle1" component="h2" title={title} sx={{ fontWeight: 600, display: 'flex', alignItems: 'flex-end', minWidth: 0 }}>
            <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' }}>
              {titleBase}
            </Box>
            {copySuffix ? (
              <Box component="span" sx={{ flexShrink: 0, whiteSpace: 'pre' }}>
                {copySuffix}
              </Box>
            ) : null}
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
