/** Logging out in another tab (or a refresh refused there) ends the session in this one too. */
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { onSessionEndedElsewhere } from '../authProvider/tokens';

export function SessionEndedListener() {
  const logout = useLogout();
  useEffect(() => onSessionEndedElsewhere(() => void logout()), [logout]);
  return null;
}
