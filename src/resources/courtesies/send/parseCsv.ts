/**
 * The file's text to rows with papaparse, in about 20 chunks so the worker can report progress
 * (delimiter guessed on the first chunk: ',' or ';' as Brazilian spreadsheets save). Blank lines
 * are skipped.
 */
import Papa from 'papaparse';

/** About 20 progress steps whatever the size, never smaller than 64 KB. */
export const chunkSizeFor = (length: number) => Math.max(64 * 1024, Math.ceil(length / 20));

export function parseCsv(text: string, onProgress?: (done: number) => void, chunkSize = chunkSizeFor(text.length)): string[][] {
  const rows: string[][] = [];
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    chunkSize,
    chunk: (results: Papa.ParseResult<string[]>) => {
      for (const row of results.data) rows.push(row);
      onProgress?.(Math.min(1, results.meta.cursor / Math.max(1, text.length)));
    },
    // A string is parsed synchronously, chunk after chunk, before Papa.parse returns.
    complete: () => undefined,
  });
  return rows;
}
