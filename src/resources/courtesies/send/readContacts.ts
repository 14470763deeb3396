/**
 * A CSV text to contacts in one pass (the worker's work, csvRequests.ts): the columns detected on
 * the first rows (or given), then every row mapped as the parser reaches it and dropped. A text
 * without quotes is read by quoteFreeCsv.ts, one with quotes by quotedCsv.ts, both cutting out only
 * the mapped cells; a text whose quotes papaparse reads another way goes through papaparse chunk by
 * chunk. All give the same rows (tests/unit/courtesyCsvPipeline.test.ts).
 */
import type { CourtesySendType } from '../../../shared/resources/courtesies/contacts';
import { createRowMapper, detectColumns, type ColumnMapping, type MappedRows, type RowMapper } from './csvColumns';
import { PREVIEW_ROWS } from './csvProtocol';
import { guessFormat, isBlankRow, parseCsvChunks } from './parseCsv';
import { eachQuoteFreeRow, hasQuote } from './quoteFreeCsv';
import { eachQuotedRow, IRREGULAR } from './quotedCsv';

export interface ReadContacts {
  /** Rows of the file, blank lines left out. */
  rowCount: number;
  preview: string[][];
  mapping: ColumnMapping;
  result: MappedRows;
}

type OnProgress = (done: number) => void;

/** The preview's mapping and a mapper that has taken the preview's rows. */
function start(preview: string[][], type: CourtesySendType, given: ColumnMapping | null) {
  const mapping = given ?? detectColumns(preview, type);
  const mapper = createRowMapper(mapping, type);
  preview.forEach((row, i) => mapper.add(row, i));
  return { mapping, mapper };
}

export function readContactsWithPapaparse(text: string, type: CourtesySendType, given: ColumnMapping | null, onProgress?: OnProgress): ReadContacts {
  const preview: string[][] = [];
  let rowCount = 0;
  let job: { mapping: ColumnMapping; mapper: RowMapper } | null = null;
  parseCsvChunks(text, (chunk, done) => {
    for (const row of chunk) {
      if (job) job.mapper.add(row, rowCount);
      else if (preview.push(row) === PREVIEW_ROWS) job = start(preview, type, given);
      rowCount++;
    }
    onProgress?.(done);
  });
  const { mapping, mapper } = job ?? start(preview, type, given);
  return { rowCount, preview, mapping, result: mapper.finish() };
}

export function readQuoteFreeContacts(text: string, type: CourtesySendType, given: ColumnMapping | null, onProgress?: OnProgress): ReadContacts {
  const format = guessFormat(text);
  const { delimiter, newline } = format;
  // The preview's rows whole, as papaparse would split them.
  const preview: string[][] = [];
  let pos = 0;
  while (preview.length < PREVIEW_ROWS && pos <= text.length) {
    let end = text.indexOf(newline, pos);
    if (end < 0) end = text.length;
    const row = text.slice(pos, end).split(delimiter);
    if (!isBlankRow(row)) preview.push(row);
    pos = end + newline.length;
  }
  const { mapping, mapper } = start(preview, type, given);
  let rowCount = preview.length;
  if (mapping.contact !== null) {
    const wanted = mapping.name === null ? [mapping.contact] : [mapping.contact, mapping.name];
    const done = onProgress && ((offset: number) => onProgress(offset / Math.max(1, text.length)));
    eachQuoteFreeRow(text, format, pos, wanted, (cells) => mapper.add(cells as readonly string[], rowCount++), done);
  } else {
    // Nothing to map: the rows are only counted.
    eachQuoteFreeRow(text, format, pos, [], () => rowCount++);
  }
  onProgress?.(1);
  return { rowCount, preview, mapping, result: mapper.finish() };
}

/** A text with quotes without papaparse; null when its quotes are irregular (quotedCsv.ts). */
export function readQuotedContacts(text: string, type: CourtesySendType, given: ColumnMapping | null, onProgress?: OnProgress): ReadContacts | null {
  const format = guessFormat(text);
  const preview: string[][] = [];
  const pos = eachQuotedRow(text, format, 0, null, (row) => preview.push(row as string[]) < PREVIEW_ROWS);
  if (pos === IRREGULAR) return null;
  const { mapping, mapper } = start(preview, type, given);
  let rowCount = preview.length;
  const contact = mapping.contact;
  const wanted = contact === null ? [] : mapping.name === null ? [contact] : [contact, mapping.name];
  const done = onProgress && ((offset: number) => onProgress(offset / Math.max(1, text.length)));
  const end = eachQuotedRow(text, format, pos, wanted, (cells) => {
    // With no contact column the rows are only counted.
    if (contact !== null) mapper.add(cells as readonly string[], rowCount);
    rowCount++;
  }, done);
  if (end === IRREGULAR) return null;
  onProgress?.(1);
  return { rowCount, preview, mapping, result: mapper.finish() };
}

export function readContacts(text: string, type: CourtesySendType, given: ColumnMapping | null, onProgress?: OnProgress): ReadContacts {
  if (!hasQuote(text)) return readQuoteFreeContacts(text, type, given, onProgress);
  return readQuotedContacts(text, type, given, onProgress) ?? readContactsWithPapaparse(text, type, given, onProgress);
}
