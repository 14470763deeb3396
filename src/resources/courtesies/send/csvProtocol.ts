/** Messages between the sending screen and csv.worker.ts (one worker per screen, requests by id). */
import type { CourtesySendType } from '../../../shared/resources/courtesies/contacts';
import type { ColumnMapping, MappedRows } from './csvColumns';
import { packedAt, packStrings, unpackStrings, type PackedStrings } from './packedStrings';

export type CsvRequest =
  /** Read the file, detect its columns for `type` and map it: one answer, 'parsed'. */
  | { kind: 'parse'; id: number; file: Blob; type: CourtesySendType }
  | { kind: 'map'; id: number; type: CourtesySendType; mapping: ColumnMapping };

export type CsvAnswer =
  /** `done` from 0 to 1 of the current stage; only for work that lasts (PROGRESS_AFTER_MS). */
  | { kind: 'progress'; id: number; stage: 'parse' | 'map'; done: number }
  /** The file read and mapped with the columns detected for `type`. */
  | { kind: 'parsed'; id: number; rowCount: number; preview: string[][]; type: CourtesySendType; mapping: ColumnMapping; result: CsvResult }
  | { kind: 'mapped'; id: number; result: CsvResult }
  | { kind: 'error'; id: number; message: string };

/** Rows of the file shown in the mapping step (and used to detect the columns). */
export const PREVIEW_ROWS = 8;

/**
 * Progress is posted only once work has lasted this long, then at most this often: each one
 * re-renders the screen, which would cost more than a 100,000-row file takes to read.
 */
export const PROGRESS_AFTER_MS = 100;

/** MappedRows as they reach the page: the contacts and names packed (a blank name is ''). */
export interface CsvResult extends Omit<MappedRows, 'contacts' | 'names'> {
  contacts: PackedStrings;
  names?: PackedStrings;
}

/** The result and the buffers to transfer with it. */
export function toCsvResult({ contacts, names, ...counts }: MappedRows): { result: CsvResult; transfer: ArrayBuffer[] } {
  const result: CsvResult = { ...counts, contacts: packStrings(contacts) };
  if (names) result.names = packStrings(names);
  return { result, transfer: [result.contacts.ends.buffer as ArrayBuffer, ...(result.names ? [result.names.ends.buffer as ArrayBuffer] : [])] };
}

export const resultContacts = (result: CsvResult): string[] => unpackStrings(result.contacts);

export const resultNames = (result: CsvResult): (string | null)[] | undefined => result.names && unpackStrings(result.names).map((name) => name || null);

export const resultNameAt = (result: CsvResult, i: number): string | null => (result.names ? packedAt(result.names, i) || null : null);
