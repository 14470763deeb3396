/**
 * Counts the rows of a CSV as its bytes arrive, for the export's progress and its final count:
 * line ends outside quoted cells (a name may hold a quoted line break). Works on bytes: '"' and
 * '\n' never occur inside a multi-byte UTF-8 character, so no decoding is needed.
 */
const QUOTE = 0x22;
const LF = 0x0a;

export class CsvRowCounter {
  private lines = 0;
  private quoted = false;

  add(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === QUOTE) this.quoted = !this.quoted;
      else if (byte === LF && !this.quoted) this.lines++;
    }
  }

  /** Rows after the header line. */
  get rows(): number {
    return Math.max(0, this.lines - 1);
  }
}

/** The file name of a Content-Disposition header (its UTF-8 form first), else `fallback`. */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1].trim());
    } catch {
      // A malformed escape: fall back to the plain form.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain?.[1] ?? fallback;
}
