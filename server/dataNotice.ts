/**
 * What a process tells the others once its writes have settled (the `dataChanged` notice,
 * server/realtime.ts): the changes its routes emitted, for their sockets and `missed`, and the
 * tables it may have written (server/db/writeReach.ts), so each process drops only the list
 * answers it kept from those tables. 'all' when a write could not say (DDL, SQL built at run time).
 */
import { joinReach, type Reach } from './db/writeReach';

export interface DataNotice<Change> {
  changes: Change[];
  tables: string[] | 'all';
}

/** The tables written since the last notice, gathered as the writes settle. */
export function createWrittenTables() {
  let written: Reach = new Set();
  return {
    add(reach: Reach) {
      written = joinReach(written, reach);
    },
    /** What the next notice carries; starts over. */
    take(): string[] | 'all' {
      const tables = written === 'all' ? 'all' : [...written];
      written = new Set();
      return tables;
    },
  };
}

/**
 * A notice as received: its changes (each checked by `isChange`) and the tables to count as
 * written, null for all of them (also a notice in the earlier form, a bare array of changes, from
 * a process of an earlier version during a rolling restart).
 */
export function readNotice<Change>(payload: unknown, isChange: (c: unknown) => c is Change): { changes: Change[]; tables: string[] | null } {
  const notice = Array.isArray(payload) ? { changes: payload, tables: 'all' } : ((payload ?? {}) as Partial<DataNotice<unknown>>);
  const changes = Array.isArray(notice.changes) ? notice.changes.filter(isChange) : [];
  const tables = Array.isArray(notice.tables) && notice.tables.every((t) => typeof t === 'string') ? notice.tables : null;
  return { changes, tables };
}
