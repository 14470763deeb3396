/**
 * Calls of the sales page beyond CRUD (docs/api-contract.md, "Sectors, tickets and lots"):
 * the event's tree, the ordination of a sector, ticket or lot, and a lot's switches.
 */
import type { RaRecord } from 'react-admin';
import { buildPath, type ResourceDefinition } from '../../shared/definition';
import { httpClient } from '../../dataProvider/httpClient';
import { lots } from '../../shared/resources/lots/definition';

export interface LotRecord extends RaRecord {
  title: string;
  price: number;
  quantity: number;
  sold: number;
  status: string;
  isActive: boolean;
  showInCashier: boolean;
  startAt: string | null;
  endAt: string | null;
  sessionId: string | null;
}

export interface TicketRecord extends RaRecord {
  sectorId: string;
  title: string;
  lots: LotRecord[];
}

/** Query key root of the tree: realtime changes of tickets refresh it (src/realtime/socket.ts). */
export const TREE_KEY = 'tickets';

export const salesApi = {
  tree: async (eventId: unknown, sectorIds: readonly unknown[]) =>
    (await httpClient<{ data: TicketRecord[] }>(`/events/${encodeURIComponent(String(eventId))}/tickets-all-lots`, { query: { sectorIds: sectorIds.join(',') } })).json.data,
  /** Moves a record of an ordered resource to `index` among its parent's records. */
  order: async (def: ResourceDefinition, meta: Record<string, unknown>, id: unknown, index: number) =>
    (await httpClient(`${buildPath(def.path, meta)}/${encodeURIComponent(String(id))}/ordination`, { method: 'POST', body: { index } })).json,
  lotFlag: async (meta: Record<string, unknown>, lotId: unknown, flag: 'activate' | 'cashier', body: Record<string, boolean>) =>
    (await httpClient(`${buildPath(lots.path, meta)}/${encodeURIComponent(String(lotId))}/${flag}`, { method: 'PATCH', body })).json,
};
