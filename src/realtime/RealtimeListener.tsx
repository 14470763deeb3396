/** Mounted inside the authenticated layout: the socket lives as long as the session. */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startRealtime } from './socket';

export function RealtimeListener() {
  const queryClient = useQueryClient();
  useEffect(() => startRealtime(queryClient), [queryClient]);
  return null;
}
