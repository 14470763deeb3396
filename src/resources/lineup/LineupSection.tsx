/**
 * /events/{id}/line-up: the artists in order with their images (the default avatar when one
 * has none), the add dialog, and removal behind a confirmation. Changing it takes the event's
 * edit codes, which the event's screens already require.
 */
import { useState } from 'react';
import { Alert, Avatar, Box, Button, IconButton, LinearProgress, List, ListItem, ListItemAvatar, ListItemText, Paper, Tooltip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { useToastedCall } from '../../framework/useToastedCall';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../framework/ConfirmDialog';
import { artists } from '../../shared/resources/artists/definition';
import { useLineupApi, type Artist } from './lineupApi';
import { AddArtistsDialog } from './AddArtistsDialog';

export function LineupSection({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const run = useToastedCall();
  const api = useLineupApi();
  const client = useQueryClient();
  const { canAccess: canCreateArtists } = useCanAccess({ action: 'create', resource: artists.name });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Artist | null>(null);
  const key = ['lineup', record.id];
  const { data, isPending, error } = useQuery({ queryKey: key, queryFn: () => api.lineup(record.id) });
  const show = (lineup: Artist[]) => client.setQueryData(key, lineup);

  const remove = async (artist: Artist) => {
    setRemoving(null);
    const { ok, value } = await run(() => api.remove(record.id, artist.id), {
      success: 'resources.lineup.removed',
      fallback: 'resources.lineup.removeError',
    });
    if (ok) show(value!);
  };

  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          {translate('resources.lineup.add')}
        </Button>
      </Box>
      {error ? <Alert severity="error">{(error as Error).message || translate('app.toast.queryError')}</Alert> : null}
      {isPending && !error ? <LinearProgress aria-label={translate('app.toast.loading')} /> : null}
      {data ? (
        <Paper variant="outlined">
          {data.length === 0 ? (
            <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
              {translate('resources.lineup.empty')}
            </Typography>
          ) : (
            <List aria-label={translate('resources.lineup.section')}>
              {data.map((artist, i) => (
                <ListItem
                  key={artist.id}
                  divider={i < data.length - 1}
                  secondaryAction={
                    <Tooltip title={translate('resources.lineup.remove')}>
                      <IconButton edge="end" color="error" aria-label={`${translate('resources.lineup.remove')} ${artist.name}`} onClick={() => setRemoving(artist)}>
                        <Delete />
                      </IconButton>
                    </Tooltip>
                  }
                >
                  <Typography sx={{ width: 40, color: 'text.secondary' }}>{translate('resources.lineup.position', { position: i + 1 })}</Typography>
                  <ListItemAvatar>
                    {/* Without an image MUI draws its default person avatar. */}
                    <Avatar src={artist.image ?? undefined} alt={artist.name} sx={{ width: 48, height: 48, mr: 2 }} />
                  </ListItemAvatar>
                  <ListItemText primary={artist.name} />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      ) : null}
      <AddArtistsDialog eventId={record.id} open={adding} onClose={() => setAdding(false)} onAdded={show} canCreateArtists={canCreateArtists ?? false} />
      <ConfirmDialog
        open={Boolean(removing)}
        title="resources.lineup.removeTitle"
        content="resources.lineup.removeContent"
        confirmColor="error"
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
