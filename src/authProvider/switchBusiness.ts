/** Opening another business of the user, in this tab. */
import { httpClient, type HttpClient } from '../dataProvider/httpClient';
import { announceBusinessSwitch, saveTokens, setHandingOver, type TokenPair } from './tokens';

/**
 * POST /accounts/switch-business: the answer's tokens carry the new business and the refresh
 * cookie follows; the admin then starts again on the dashboard, so no list, theme or socket of
 * the old business stays on screen. The server ends the old session at once, so whatever of it
 * is still in flight (a request met by a 401, the socket the server drops) must not log out the
 * new one: the tab is handing over until it leaves, or until the switch is refused. The other
 * tabs are told (announceBusinessSwitch): they hand over too while it runs (their calls meet the
 * same 401s), then start again on the new business.
 */
export async function switchBusiness(
  businessId: string,
  { http = httpClient, go = (path: string) => window.location.assign(path) }: { http?: HttpClient; go?: (path: string) => void } = {},
): Promise<void> {
  setHandingOver(true);
  announceBusinessSwitch(businessId, 'start');
  try {
    const { json } = await http<TokenPair>('/accounts/switch-business', { method: 'POST', body: { businessId }, cookie: true });
    saveTokens({ accessToken: json.accessToken });
    announceBusinessSwitch(businessId, 'done');
  } catch (error) {
    setHandingOver(false);
    announceBusinessSwitch(businessId, 'refused');
    throw error;
  }
  go('/dashboard');
}
