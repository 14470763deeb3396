/** The balances' call beyond CRUD, a method of the one data provider: the event's settlement. */
import type { HttpClient } from '../../dataProvider/httpClient';
import type { Settlement } from '../../shared/resources/balances/settlement';

export const balanceCalls = (http: HttpClient) => ({
  async balanceSettlement(eventId: string): Promise<Settlement> {
    const { json } = await http<Settlement>(`/events/${encodeURIComponent(eventId)}/balances/details`);
    return json;
  },
});

export type BalanceCalls = ReturnType<typeof balanceCalls>;
