/**
 * The changes of the last minutes, per business, kept so that a socket can ask what it missed
 * (realtime.ts `missed`): a page reads its data before its socket has joined (the socket's code
 * loads on its own), and a socket that dropped comes back after a gap. What is older than this
 * process, or than what is kept, is unknown: the answer then says so, and the client reloads all.
 */
import type { ChangeEvent } from './realtime';

export interface RecentChanges {
  record(businessId: string, event: ChangeEvent): void;
  /** The business's changes recorded at or after `from` (this process's clock), or null when some may be gone. */
  since(businessId: string, from: number): ChangeEvent[] | null;
}

interface Kept {
  entries: { at: number; event: ChangeEvent }[];
  /** When the last entry dropped for the count was recorded: nothing before it is known. */
  droppedAt: number;
}

export function createRecentChanges({ keepMs = 5 * 60_000, perBusiness = 200, now = Date.now } = {}): RecentChanges {
  const startedAt = now();
  const byBusiness = new Map<string, Kept>();

  const prune = (businessId: string, kept: Kept, t: number) => {
    const oldest = t - keepMs;
    let drop = 0;
    while (drop < kept.entries.length && kept.entries[drop].at < oldest) drop += 1;
    if (drop) kept.entries.splice(0, drop);
    if (!kept.entries.length && kept.droppedAt < oldest) byBusiness.delete(businessId);
  };

  return {
    record(businessId, event) {
      const t = now();
      const kept = byBusiness.get(businessId) ?? { entries: [], droppedAt: -Infinity };
      byBusiness.set(businessId, kept);
      kept.entries.push({ at: t, event });
      if (kept.entries.length > perBusiness) kept.droppedAt = kept.entries.shift()!.at;
      prune(businessId, kept, t);
    },
    since(businessId, from) {
      const t = now();
      const kept = byBusiness.get(businessId);
      if (kept) prune(businessId, kept, t);
      if (from < Math.max(startedAt, t - keepMs) || from <= (kept?.droppedAt ?? -Infinity)) return null;
      return (kept?.entries ?? []).filter((e) => e.at >= from).map((e) => e.event);
    },
  };
}
