/**
 * Duplicate an event (spec 1 section 4): one transaction copies the event as a draft titled
 * '<title> (cópia)', then runs each copy step. Tables that belong to an event (sectors,
 * tickets, lots, options, sessions) add their step to EVENT_COPY_STEPS; sales never do
 * (docs/decisions.md, "Duplicating the sales tree").
 */
import type { ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { resourceTable, rowToRecord } from '../columns';
import { copyRecord } from '../records/write';
import { getRecord } from '../records/list';
import { loadRow, type Scope } from '../records/scope';
import { copyImages } from './images';
import { copyChildren } from './copyChildren';
import { copyMapped } from './copyMapped';
import { copySalesTree } from '../tickets/copy';
import { copyEventProducers } from '../eventProducers/eventProducers';
import { copyLineup } from '../lineup/lineup';
import { sessions } from '../../../src/shared/resources/sessions/definition';
import { lobbies } from '../../../src/shared/resources/lobbies/definition';
import { copyOptions } from '../options/copy';
import { COPY_SUFFIX } from '../../../src/shared/resources/events/copyTitle';

export interface CopyOf {
  businessId: string;
  fromId: string;
  toId: string;
  /** Old id -> new id of every row copied so far that later rows may point at (copyMapped). */
  ids: Map<string, string>;
}
export type CopyStep = (tx: Db, copy: CopyOf) => Promise<void>;

/** In order: a later step may rely on rows an earlier one copied (tickets after sectors). */
export const EVENT_COPY_STEPS: readonly CopyStep[] = [
  copyImages,
  copyEventProducers,
  copyLineup,
  // Sessions before anything that refers to them (a lot's sessionId).
  copyMapped(sessions),
  copyChildren(lobbies),
  copyOptions, // groups and their items; affiliates are never copied (sales people of one event)
  copySalesTree, // sectors, tickets, lots, card BINs, ticket links; never coupons, hidden links or sales
];

export const UNTITLED_EVENT = 'Evento sem nome';

/** '<title> (cópia)', within the title's maximum length. */
export function copyTitle(title: unknown, max = 120): string {
  const base = typeof title === 'string' && title.trim() ? title.trim() : UNTITLED_EVENT;
  return base.slice(0, max - COPY_SUFFIX.length).trimEnd() + COPY_SUFFIX;
}

export async function duplicateEvent(db: Db, def: ResourceDefinition, scope: Scope, id: string, steps: readonly CopyStep[] = EVENT_COPY_STEPS) {
  return db.transaction(async (tx) => {
    const t = resourceTable(def);
    const source = rowToRecord(t, await loadRow(tx, t, scope, id));
    const copy = await copyRecord(tx, def, scope, id, { title: copyTitle(source.title, def.fields.title?.max), isDraft: true });
    const of: CopyOf = { businessId: scope.businessId, fromId: id, toId: String(copy.id), ids: new Map() };
    for (const step of steps) await step(tx, of);
    return getRecord(tx, def, scope, String(copy.id));
  });
}
