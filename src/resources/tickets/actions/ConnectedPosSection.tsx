/**
 * Points of sale that sell the ticket (spec 1 sections 2.3, 7, 8): the business's POS,
 * searched 20 a page (GET /events/{id}/pos-connected), as checkboxes; Save replaces the
 * ticket's set (PUT .../connect-in-pos). Ticks on other pages are kept while paging.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, Chip, LinearProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate, type RaRecord } from 'react-admin';
import { SearchInput } from '../../../framework/SearchInput';
import { LoadError } from '../../../framework/LoadError';
import { ListPagination } from '../../../framework/ListPagination';
import { SEARCH_DEBOUNCE_MS } from '../../../framework/useListLocation';
import { useToastedCall } from '../../../framework/useToastedCall';
import { pointsOfSale } from '../../../shared/resources/pointsOfSale/definition';
import { POS_PAGE_SIZE, useTicketActionsApi } from './ticketActionsApi';

const idsOf = (ticket: RaRecord): string[] => ((ticket.posIds ?? []) as unknown[]).map(String);
const sameSet = (a: Set<string>, b: string[]) => a.size === new Set(b).size && b.every((id) => a.has(id));

export function ConnectedPosSection({ eventId, ticket, disabled, onChanged }: { eventId: string; ticket: RaRecord; disabled: boolean; onChanged: (patch: Partial<RaRecord>) => void }) {
  const translate = useTranslate();
  const run = useToastedCall();
  const api = useTicketActionsApi();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);

  // The ticks start from the ticket's posIds and follow them when the ticket changes.
  const saved = idsOf(ticket);
  const savedKey = `${ticket.id}:${saved.join(',')}`;
  const [ticksOf, setTicksOf] = useState(savedKey);
  const [ticks, setTicks] = useState(() => new Set(saved));
  if (ticksOf !== savedKey) {
    setTicksOf(savedKey);
    setTicks(new Set(saved));
  }

  useEffect(() => {
    if (input === search) return;
    const timer = setTimeout(() => {
      setSearch(input);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, search]);

  const query = useQuery({
    // Under the resource's name, so realtime changes of points of sale refresh it.
    queryKey: [pointsOfSale.name, 'pos-connected', eventId, search, page],
    queryFn: () => api.searchPos(eventId, { search: search || undefined, page }),
    placeholderData: keepPreviousData,
  });
  const records = query.data?.data ?? [];

  const toggle = (id: string) =>
    setTicks((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    setSaving(true);
    const posIds = [...ticks];
    const { ok, value } = await run(() => api.connectPos(ticket, posIds), {
      success: 'resources.tickets.actionsPanel.posSaved',
      fallback: 'resources.tickets.actionsPanel.posSaveError',
    });
    setSaving(false);
    if (ok) onChanged({ ...value, posIds: value?.posIds ?? posIds });
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {translate('resources.tickets.actionsPanel.pos')}
      </Typography>
      <SearchInput value={input} onChange={setInput} />
      {query.error ? (
        <LoadError error={query.error} fallback="resources.tickets.actionsPanel.posLoadError" onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : records.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate(search ? 'resources.tickets.actionsPanel.posNotFound' : 'resources.pointsOfSale.empty')}
        </Typography>
      ) : (
        <>
          <List dense disablePadding aria-label={translate('resources.tickets.actionsPanel.pos')} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {records.map((pos) => {
              const id = String(pos.id);
              const labelId = `pos-${id}`;
              return (
                <ListItem key={id} disablePadding>
                  <ListItemButton onClick={() => toggle(id)} disabled={disabled || saving} dense>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox edge="start" checked={ticks.has(id)} disabled={disabled || saving} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': labelId } }} />
                    </ListItemIcon>
                    <ListItemText id={labelId} primary={pos.name} secondary={pos.device || undefined} />
                    {pos.isActive === false ? <Chip size="small" label={translate('resources.tickets.actionsPanel.posInactive')} /> : null}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <ListPagination page={page} perPage={POS_PAGE_SIZE} count={records.length} total={query.data?.pagination.totalItems ?? 0} onPage={setPage} />
        </>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.tickets.actionsPanel.posSelected', { smart_count: ticks.size })}
        </Typography>
        <Button variant="contained" onClick={() => void save()} disabled={disabled || saving || sameSet(ticks, saved)}>
          {translate('resources.tickets.actionsPanel.posSave')}
        </Button>
      </Box>
    </Stack>
  );
}
