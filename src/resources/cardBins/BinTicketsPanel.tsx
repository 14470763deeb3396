/**
 * The event's tickets with the BINs each is restricted to (spec 1 sections 3, 7): a ticket with
 * BINs is sold only to cards starting with one of them; 'Escolher bins' replaces them
 * (PUT /events/{id}/card-bin/tickets/{ticketId}).
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Typography } from '@mui/material';
import CreditCard from '@mui/icons-material/CreditCard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useToastedCall } from '../../framework/useToastedCall';
import { sectors } from '../../shared/resources/sectors/definition';
import { tickets as ticketsDef } from '../../shared/resources/tickets/definition';
import { cardBins } from '../../shared/resources/cardBins/definition';
import { binTicketsApi, binTicketsKey, type BinTicket } from './binTicketsApi';
import { BinPickerDialog, binLabel } from './BinPickerDialog';

/** Whole lists for names: the API's picker limit. */
const ALL = { page: 1, perPage: 9999 };

export function BinTicketsPanel({ eventId }: { eventId: unknown }) {
  const translate = useTranslate();
  const run = useToastedCall();
  const client = useQueryClient();
  const meta = { eventId };
  const { canAccess: canLink } = useCanAccess({ action: 'edit', resource: ticketsDef.name });
  const [picking, setPicking] = useState<BinTicket | undefined>();
  const { data: tickets, isPending, error } = useQuery({ queryKey: binTicketsKey(eventId), queryFn: () => binTicketsApi.list(eventId) });
  const { data: bins = [] } = useGetList(cardBins.name, { pagination: ALL, sort: cardBins.list.sort, meta });
  const { data: sectorList = [] } = useGetList(sectors.name, { pagination: ALL, sort: sectors.list.sort, meta });
  const binsById = new Map(bins.map((b) => [String(b.id), b]));
  const sectorName = new Map(sectorList.map((s: RaRecord) => [String(s.id), String(s.name)]));

  const save = async (binIds: string[]) => {
    const { ok } = await run(() => binTicketsApi.setBins(eventId, picking!.id, binIds), {
      success: 'resources.cardBins.tickets.saved',
      fallback: 'resources.cardBins.updateError',
    });
    if (ok) await client.invalidateQueries({ queryKey: binTicketsKey(eventId) });
    return ok;
  };

  const list = tickets ?? [];
  return (
    <Box component="section" aria-labelledby="bin-tickets-title" sx={{ mt: 4 }}>
      <Typography id="bin-tickets-title" variant="subtitle1" component="h2">
        {translate('resources.cardBins.tickets.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('resources.cardBins.tickets.help')}
      </Typography>
      {error ? <Alert severity="error">{(error as Error).message || translate('app.toast.queryError')}</Alert> : null}
      {isPending && !error ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : (
        <Paper variant="outlined">
          {list.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {translate('resources.cardBins.tickets.empty')}
            </Typography>
          ) : (
            <Box component="ul" aria-labelledby="bin-tickets-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {list.map((ticket, i) => {
                // A BIN deleted meanwhile has no name to show.
                const linked = ticket.binIds.map((id) => binsById.get(id)).filter((b): b is RaRecord => Boolean(b));
                return (
                  <Box
                    component="li"
                    key={ticket.id}
                    aria-label={ticket.title}
                    // Wraps on a phone: ticket, then its BINs, then the button, each on its own line.
                    sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, px: 2, py: 1.5, borderTop: i ? 1 : 0, borderColor: 'divider' }}
                  >
                    <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                      <Typography variant="body2" noWrap title={ticket.title}>
                        {ticket.title}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" noWrap component="p">
                        {translate('resources.cardBins.tickets.sector')}: {sectorName.get(ticket.sectorId) ?? ''}
                      </Typography>
                    </Box>
                    <Box sx={{ flex: '2 1 240px', minWidth: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                      {linked.length ? (
                        linked.map((b) => <Chip key={b.id} size="small" icon={<CreditCard />} label={binLabel(b)} sx={{ maxWidth: '100%' }} />)
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          {translate('resources.cardBins.tickets.anyCard')}
                        </Typography>
                      )}
                    </Box>
                    {canLink ? (
                      <Button size="small" onClick={() => setPicking(ticket)} sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
                        {translate('resources.cardBins.tickets.choose')}
                      </Button>
                    ) : null}
                  </Box>
                );
              })}
            </Box>
          )}
        </Paper>
      )}
      <BinPickerDialog ticket={picking} bins={bins} onSave={save} onClose={() => setPicking(undefined)} />
    </Box>
  );
}
