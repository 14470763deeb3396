/** A session that ended elsewhere (another tab's logout, a refused background refresh) sends this tab to the login. */
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { onSessionEnded } from '../authProvider/tokens';

export function SessionEndedListener() {
  const logout = useLogout();
  useEffect(() => onSessionEnded(() => void logout()), [logout]);
  return null;
}
