/**
 * A session that ended elsewhere (another tab's logout, a refused background refresh) sends this
 * tab to the login; another tab opening another business starts this one again on its dashboard,
 * as the switching tab does (no page of the old business is left working with the new tokens).
 */
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { onBusinessSwitched, onSessionEnded } from '../authProvider/tokens';

const assign = (path: string) => window.location.assign(path);

export function SessionEndedListener({ go = assign }: { go?: (path: string) => void }) {
  const logout = useLogout();
  useEffect(() => onSessionEnded(() => void logout()), [logout]);
  useEffect(() => onBusinessSwitched(() => go('/dashboard')), [go]);
  return null;
}
