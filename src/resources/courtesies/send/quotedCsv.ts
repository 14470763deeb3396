/**
 * A CSV text with quotes, read as papaparse reads it (a cell that starts with `"` runs to the `"`
 * before a delimiter, a line break or the end, `""` inside it being one `"`; any other cell runs to
 * the next delimiter or line break, quotes and all), but cutting out only the cells the caller
 * wants, as quoteFreeCsv.ts does for texts without quotes. papaparse builds every row whole, which
 * made a file of quoted names take twice its bare parse (bench/courtesyCsv.ts). A quote papaparse
 * would read another way or report (never closed, or closed before anything else, spaces
 * included) makes the reader give up: the caller then parses the text with papaparse.
 */
import { isBlankRow, type CsvFormat } from './parseCsv';

/** Answered instead of an offset when the text holds a quote that papaparse reads another way. */
export const IRREGULAR = -1;

const QUOTE = 34;

/**
 * The text's rows from `start` (an offset), blank ones (blank cells only) skipped. `wanted` names
 * the cells to cut out: `onRow` then gets the same array each time, holding those cells
 * (undefined past the end of a short row); `null` gives every row whole, in a new array. `onRow`
 * answers `false` to stop after that row. Answers the offset after the last row read (past the
 * text's length at its end), or IRREGULAR.
 */
export function eachQuotedRow(
  text: string,
  { delimiter, newline }: CsvFormat,
  start: number,
  wanted: readonly number[] | null,
  onRow: (cells: (string | undefined)[]) => boolean | void,
  done?: (offset: number) => void,
): number {
  const length = text.length;
  const isWanted: boolean[] = [];
  for (const column of wanted ?? []) isWanted[column] = true;
  const shared: (string | undefined)[] = [];
  // The next delimiter and line break after a point, remembered as papaparse does.
  let nextDelimiter = text.indexOf(delimiter, start);
  let nextNewline = text.indexOf(newline, start);
  let blank = true;

  /** Reads the row at `pos` into `cells` (every cell when `all`); answers the offset after it. */
  const readRow = (pos: number, cells: (string | undefined)[], all: boolean): number => {
    blank = true;
    for (let column = 0; ; column++) {
      const take = all || isWanted[column] === true;
      let value: string | undefined;
      let end: number;
      if (text.charCodeAt(pos) === QUOTE) {
        let from = pos + 1;
        let escaped = false;
        let close: number;
        for (;;) {
          close = text.indexOf('"', from);
          if (close < 0) return IRREGULAR;
          if (text.charCodeAt(close + 1) !== QUOTE) break;
          escaped = true;
          from = close + 2;
        }
        if (take) {
          value = text.slice(pos + 1, close);
          if (escaped) value = value.replaceAll('""', '"');
        }
        end = close + 1;
        if (end < length && !text.startsWith(delimiter, end) && !text.startsWith(newline, end)) return IRREGULAR;
      } else {
        if (nextDelimiter >= 0 && nextDelimiter < pos) nextDelimiter = text.indexOf(delimiter, pos);
        if (nextNewline >= 0 && nextNewline < pos) nextNewline = text.indexOf(newline, pos);
        end = nextDelimiter >= 0 && (nextDelimiter < nextNewline || nextNewline < 0) ? nextDelimiter : nextNewline >= 0 ? nextNewline : length;
        if (take) value = text.slice(pos, end);
      }
      if (take) {
        cells[column] = value;
        if (blank && value!.trim()) blank = false;
      }
      if (end >= length) return length + 1;
      if (text.startsWith(delimiter, end)) pos = end + delimiter.length;
      else return end + newline.length;
    }
  };

  let pos = start;
  for (let rows = 0; pos <= length; rows++) {
    const rowStart = pos;
    let cells = shared;
    if (wanted === null) cells = [];
    else for (const column of wanted) shared[column] = undefined;
    pos = readRow(rowStart, cells, wanted === null);
    if (pos === IRREGULAR) return IRREGULAR;
    // Wanted cells all blank: the whole row decides, as papaparse's greedy skip would judge it.
    if (blank && wanted !== null) {
      const whole: (string | undefined)[] = [];
      // The remembered offsets are past the row's first cells now.
      nextDelimiter = text.indexOf(delimiter, rowStart);
      nextNewline = text.indexOf(newline, rowStart);
      readRow(rowStart, whole, true);
      blank = isBlankRow(whole as string[]);
    }
    if (!blank && onRow(cells) === false) return pos;
    if (done && rows % 4096 === 4095) done(Math.min(pos, length));
  }
  return pos;
}
