/**
 * /events/{id}: the event's state (draft or published), what publication still needs
 * (the shared rules of publication.ts, each linking to its page), publish/unpublish and duplicate.
 */
import { Alert, Box, Chip, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Link, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime } from '../../../framework/dates';
import { EventActions } from '../actions/EventActions';
import { publicationIssues } from '../../../shared/resources/events/publication';
import { eventFieldPath } from '../eventPaths';

export function EventOverview({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const missing = publicationIssues(record as Parameters<typeof publicationIssues>[0]);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 }, maxWidth: 880 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {translate('resources.events.overview.state')}
          </Typography>
          <Chip
            size="small"
            color={record.isDraft ? 'warning' : 'success'}
            label={translate(record.isDraft ? 'resources.events.card.draft' : 'resources.events.overview.published')}
          />
        </Stack>
        {record.startAt ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.events.overview.startsAt', { date: formatDateTime(record.startAt) })}
          </Typography>
        ) : null}
        <EventActions record={record} variant="compact" />
      </Paper>
      {record.isDraft ? (
        missing.length ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2">
              {translate('resources.events.overview.missing')}
            </Typography>
            <List dense>
              {missing.map(({ field }) => (
                <ListItem key={field} disablePadding>
                  <ListItemButton component={Link} to={eventFieldPath(record.id, field)}>
                    <ListItemText primary={translate(`resources.events.publication.${field}`)} secondary={translate(`resources.events.publicationIssue.${field}`)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        ) : (
          <Alert severity="success">{translate('resources.events.overview.ready')}</Alert>
        )
      ) : null}
      <Box />
    </Stack>
  );
}
