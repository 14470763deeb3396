/**
 * The CSV step of the courtesy sending screen as pure functions (spec 1 sections 4, 5): which
 * columns hold the contact and the name, and the rows turned into normalised, de-duplicated
 * contacts. The worker runs `mapRows`; the screen runs `detectColumns` on the preview.
 */
import { isValidContact, isValidNormalised, normaliseContact, type CourtesySendType } from '../../../shared/resources/courtesies/contacts';
import { SeenStrings } from './seenStrings';

/** Where the contacts are: 1-based first data row, 0-based columns (null: none). */
export interface ColumnMapping {
  startRow: number;
  contact: number | null;
  name: number | null;
}

export interface MappedRows {
  /** Normalised, valid, each once, in file order. */
  contacts: string[];
  /** Same length as `contacts` when a name column is mapped (null for a blank name). */
  names?: (string | null)[];
  valid: number;
  duplicated: number;
  invalid: number;
  /** The first few invalid rows (1-based row number and raw value) to show why. */
  invalidSamples: { row: number; value: string }[];
}

const INVALID_SAMPLES = 5;

/** Lowercase ASCII letters and digits only: 'E-mail ', 'Telefone/WhatsApp' compare loosely. */
const fold = (text: string) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** 'E-mail', 'email do convidado', 'Correio eletrônico', 'mail'. */
export const isEmailHeader = (header: string) => {
  const f = fold(header);
  return f.includes('email') || f === 'mail' || f.includes('correio');
};

/** Spec 1 section 5: whatsapp, zap, telefone, fone (and 'celular', as Brazilian sheets say). */
export const isPhoneHeader = (header: string) => /whats|zap|fone|celular/.test(fold(header));

export const isNameHeader = (header: string) => /nome|name|convidado/.test(fold(header));

/** Spreadsheet letter of a 0-based column: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/**
 * Guesses the mapping from the first rows: a header row naming the contact column (then data
 * starts on row 2), else the column whose values are mostly valid contacts (data starts on the
 * first row that holds one). The name column only from a header.
 */
export function detectColumns(preview: readonly string[][], type: CourtesySendType): ColumnMapping {
  const header = preview[0] ?? [];
  const byHeader = header.findIndex(type === '@EMAIL' ? isEmailHeader : isPhoneHeader);
  if (byHeader >= 0) {
    const name = header.findIndex((h, i) => i !== byHeader && isNameHeader(h));
    return { startRow: 2, contact: byHeader, name: name >= 0 ? name : null };
  }
  const width = Math.max(0, ...preview.map((r) => r.length));
  let best: { column: number; hits: number } | null = null;
  for (let column = 0; column < width; column++) {
    const hits = preview.filter((r) => isValidContact(type, r[column] ?? '')).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { column, hits };
  }
  if (!best) return { startRow: preview.length > 1 ? 2 : 1, contact: null, name: null };
  const first = preview.findIndex((r) => isValidContact(type, r[best.column] ?? ''));
  return { startRow: first + 1, contact: best.column, name: null };
}

/** The column labels of the mapping selects: 'Coluna A' plus the header text when the data starts below it. */
export function columnHeaders(preview: readonly string[][], startRow: number): { letter: string; header: string | null }[] {
  const width = Math.max(0, ...preview.map((r) => r.length));
  const header = startRow > 1 ? (preview[startRow - 2] ?? []) : [];
  return Array.from({ length: width }, (_, i) => ({ letter: columnLetter(i), header: header[i]?.trim() || null }));
}

/** Maps rows one at a time, as the parser hands them over (the worker maps each chunk as it is parsed). */
export interface RowMapper {
  /** The file's row `index` (0-based); rows above the start row are passed over. */
  add(row: readonly string[], index: number): void;
  finish(): MappedRows;
}

/**
 * Rows from `startRow` on to contacts: normalised as the send type says, invalid ones (blank
 * included) counted and left out, repeats after normalisation counted as duplicated and sent once.
 * Each value is trimmed, normalised and checked once: this loop runs 100,000 times per file.
 */
export function createRowMapper(mapping: ColumnMapping, type: CourtesySendType): RowMapper {
  const result: MappedRows = { contacts: [], valid: 0, duplicated: 0, invalid: 0, invalidSamples: [] };
  const { contact: column, name } = mapping;
  const first = Math.max(0, mapping.startRow - 1);
  const names: (string | null)[] | undefined = column === null || name === null ? undefined : [];
  const seen = new SeenStrings();
  result.contacts = seen.items;
  return {
    add(row, index) {
      if (column === null || index < first) return;
      const raw = (row[column] ?? '').trim();
      const contact = normaliseContact(type, raw);
      if (!contact || !isValidNormalised(type, contact)) {
        result.invalid++;
        if (result.invalidSamples.length < INVALID_SAMPLES) result.invalidSamples.push({ row: index + 1, value: raw });
        return;
      }
      if (!seen.add(contact)) {
        result.duplicated++;
        return;
      }
      names?.push((row[name!] ?? '').trim() || null);
    },
    finish() {
      result.valid = result.contacts.length;
      if (names) result.names = names;
      return result;
    },
  };
}

/** All rows at once (a new start row or column): `onProgress(done)` every `every` rows. */
export function mapRows(
  rows: readonly string[][],
  mapping: ColumnMapping,
  type: CourtesySendType,
  onProgress?: (done: number) => void,
  every = 10_000,
): MappedRows {
  const mapper = createRowMapper(mapping, type);
  if (mapping.contact === null) return mapper.finish();
  for (let i = Math.max(0, mapping.startRow - 1); i < rows.length; i++) {
    if (onProgress && i % every === 0) onProgress(i);
    mapper.add(rows[i], i);
  }
  return mapper.finish();
}
