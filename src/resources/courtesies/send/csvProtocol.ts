/** Messages between the sending screen and csv.worker.ts (one worker per screen, requests by id). */
import type { CourtesySendType } from '../../../shared/resources/courtesies/contacts';
import type { ColumnMapping, MappedRows } from './csvColumns';

export type CsvRequest =
  | { kind: 'parse'; id: number; file: Blob }
  | { kind: 'map'; id: number; type: CourtesySendType; mapping: ColumnMapping };

export type CsvAnswer =
  /** `done` from 0 to 1 of the current stage. */
  | { kind: 'progress'; id: number; stage: 'parse' | 'map'; done: number }
  | { kind: 'parsed'; id: number; rowCount: number; preview: string[][] }
  | { kind: 'mapped'; id: number; result: MappedRows }
  | { kind: 'error'; id: number; message: string };

/** Rows of the file shown in the mapping step (and used to detect the columns). */
export const PREVIEW_ROWS = 8;
