/**
 * Calls of an event's line-up and the artist search (docs/api-contract.md, "Line-up"). The
 * HTTP client is injected (LineupApiContext) so component tests assert the exact calls.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';

export interface Artist {
  id: string;
  name: string;
  image: string | null;
  position?: number;
}

const base = (eventId: unknown) => `/events/${encodeURIComponent(String(eventId))}/lineup`;

export function createLineupApi(http: HttpClient) {
  return {
    lineup: async (eventId: unknown) => (await http<{ data: Artist[] }>(base(eventId))).json.data,
    /** The add dialog sends its choice as `artistsID` (spec 1 section 7). */
    add: async (eventId: unknown, artistIds: string[]) =>
      (await http<{ data: Artist[] }>(`${base(eventId)}/add`, { method: 'PATCH', body: { artistsID: artistIds } })).json.data,
    remove: async (eventId: unknown, artistId: string) =>
      (await http<{ data: Artist[] }>(`${base(eventId)}/remove`, { method: 'PATCH', body: { artist: artistId } })).json.data,
    search: async (query: string) => (await http<{ data: Artist[] }>('/artists/search', { query: { query } })).json.data,
    createArtist: async (name: string) => (await http<Artist>('/artists', { method: 'POST', body: { name } })).json,
  };
}

export type LineupApi = ReturnType<typeof createLineupApi>;

export const LineupApiContext = createContext<LineupApi>(createLineupApi(httpClient));
export const useLineupApi = () => useContext(LineupApiContext);
