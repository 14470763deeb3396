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

/**
 * All rows; `onChunk(rows, done)` also hands each chunk's rows over as they come (`done` from 0 to 1).
 */
export function parseCsv(text: string, onChunk?: (rows: string[][], done: number) => void, chunkSize = chunkSizeFor(text.length)): string[][] {
  const rows: string[][] = [];
  // Delimiter and line break guessed as a greedy parse guesses them on its first chunk; given to the
  // real parse so that it can leave blank lines to isBlankRow.
  const { meta: guessed } = Papa.parse<string[]>(text.slice(0, chunkSize), { preview: 10, skipEmptyLines: 'greedy' });
  Papa.parse<string[]>(text, {
    delimiter: guessed.delimiter,
    newline: guessed.linebreak as Papa.ParseConfig['newline'],
    chunkSize,
    chunk: ({ data, meta }: Papa.ParseResult<string[]>) => {
      const kept = data.filter((row) => !isBlankRow(row));
      for (const row of kept) rows.push(row);
      onChunk?.(kept, Math.min(1, meta.cursor / Math.max(1, text.length)));
    },
    // A string is parsed synchronously, chunk after chunk, before Papa.parse returns.
    complete: () => undefined,
  });
  return rows;
}
