/**
 * The file's text to rows with papaparse, chunk by chunk so the worker maps each chunk while it is
 * fresh and can report progress (delimiter guessed on the first chunk: ',' or ';' as Brazilian
 * spreadsheets save). Blank lines are skipped.
 */
import Papa from 'papaparse';

/** About 8 steps whatever the size, never under 512 KB: each chunk costs papaparse a copy of its partial last line. */
export const chunkSizeFor = (length: number) => Math.max(512 * 1024, Math.ceil(length / 8));

/**
 * A row of blanks only, as papaparse's `skipEmptyLines: 'greedy'` judges it (`row.join('').trim() === ''`)
 * without joining each row into a new string first.
 */
export function isBlankRow(row: readonly string[]): boolean {
  for (const field of row) if (field.length && field.trim()) return false;
  return true;
}

export interface CsvFormat {
  delimiter: string;
  newline: '\r\n' | '\n' | '\r';
}

/**
 * The delimiter and line break papaparse guesses for a greedy parse, on the first chunk as the
 * chunked parse guesses them (on its first ten rows).
 */
export function guessFormat(text: string, chunkSize = chunkSizeFor(text.length)): CsvFormat {
  const { meta } = Papa.parse<string[]>(text.slice(0, chunkSize), { preview: 10, skipEmptyLines: 'greedy' });
  return { delimiter: meta.delimiter, newline: meta.linebreak as CsvFormat['newline'] };
}

/**
 * Hands each chunk's rows to `onChunk(rows, done)` (`done` from 0 to 1) and keeps none: a caller
 * that keeps only what it needs lets the rest die young, which the garbage collector gets for free.
 */
export function parseCsvChunks(text: string, onChunk: (rows: string[][], done: number) => void, chunkSize = chunkSizeFor(text.length)): void {
  // The guessed format given to the real parse, so that it can leave blank lines to isBlankRow.
  Papa.parse<string[]>(text, {
    ...guessFormat(text, chunkSize),
    chunkSize,
    chunk: ({ data, meta }: Papa.ParseResult<string[]>) => onChunk(data.filter((row) => !isBlankRow(row)), Math.min(1, meta.cursor / Math.max(1, text.length))),
    // A string is parsed synchronously, chunk after chunk, before Papa.parse returns.
    complete: () => undefined,
  });
}

/** All rows at once. */
export function parseCsv(text: string, chunkSize?: number): string[][] {
  const rows: string[][] = [];
  parseCsvChunks(
    text,
    (chunk) => {
      for (const row of chunk) rows.push(row);
    },
    chunkSize,
  );
  return rows;
}
