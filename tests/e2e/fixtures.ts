/**
 * Sales trees the browser tests build through the API before they open a page: an event, a
 * sector, its tickets and their lots, posted one by one in the order given (so the order on
 * screen is the order here).
 */

/** What the fixtures need of an API helper (`apiJson`, or a test's own wrapper): `post` answers the created record. */
export interface FixtureApi {
  post(url: string, data: object): Promise<{ id: string }>;
}

export interface LotFixture {
  title: string;
  price: number;
  quantity: number;
}

/** The ticket's fields as posted (title, category, description...), with its lots. */
export interface TicketFixture {
  title: string;
  category?: string;
  description?: string;
  lots?: LotFixture[];
}

/** A sector of an existing event with its tickets and their lots; answers the ids in the order given. */
export async function sectorWithTickets(api: FixtureApi, eventId: string, sector: string, tickets: TicketFixture[]) {
  const { id: sectorId } = await api.post(`/api/events/${eventId}/sectors`, { name: sector });
  const created: { id: string; lotIds: string[] }[] = [];
  for (const { lots = [], ...fields } of tickets) {
    const { id } = await api.post(`/api/events/${eventId}/${sectorId}/tickets`, fields);
    const lotIds: string[] = [];
    for (const lot of lots) lotIds.push((await api.post(`/api/events/${eventId}/${sectorId}/${id}/lots`, lot)).id);
    created.push({ id, lotIds });
  }
  return { sectorId, tickets: created };
}

/**
 * A new event with one sector, one ticket and its lots: by default sector 'Pista', ticket
 * 'Inteira' and a '1º lote' of R$ 80,00 for 200 people.
 */
export async function eventWithLots(
  api: FixtureApi,
  {
    title,
    sector = 'Pista',
    ticket = { title: 'Inteira' },
    lots = [{ title: '1º lote', price: 8000, quantity: 200 }],
  }: { title: string; sector?: string; ticket?: Omit<TicketFixture, 'lots'>; lots?: LotFixture[] },
) {
  const { id: eventId } = await api.post('/api/events', { title });
  const { sectorId, tickets } = await sectorWithTickets(api, eventId, sector, [{ ...ticket, lots }]);
  return { eventId, sectorId, ticketId: tickets[0].id, lotIds: tickets[0].lotIds };
}
