/** The event's live counters: read now, after each scan (`bump`), and every 10 seconds. */
import { useCallback, useEffect, useState } from 'react';
import { useDoorApi, type DoorCounters } from './doorApi';

const EVERY_MS = 10_000;

export function useDoorCounters(token: string, eventId: string, onRevoked: (error: unknown) => void) {
  const api = useDoorApi();
  const [counters, setCounters] = useState<DoorCounters | null>(null);
  const [tick, setTick] = useState(0);
  const bump = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    api.counters(token, eventId).then(
      (c) => live && setCounters(c),
      (e) => live && onRevoked(e),
    );
    const timer = setTimeout(bump, EVERY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, token, eventId, tick, bump, onRevoked]);
  return { counters, bump };
}
