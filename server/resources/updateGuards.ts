/**
 * Checks run inside an update's transaction just before the row is written, by resource name
 * (the counterpart of DELETE_GUARDS, server/resources/deleteGuards.ts). A guard gets the record
 * as it will be stored and as it was read (field names, as the API answers them) and refuses by
 * throwing (a 400 issue, a 409); it may lock rows first, and the locks last until the update ends.
 */
import type { Db } from '../db/types';
import type { Scope } from './records/scope';
import { refuseQuantityBelowSold } from './lots/quantity';

type Row = Record<string, unknown>;

export type UpdateGuard = (tx: Db, scope: Scope, id: string, next: Row, stored: Row) => Promise<void>;

export const UPDATE_GUARDS: Record<string, UpdateGuard> = {
  lots: refuseQuantityBelowSold,
};
