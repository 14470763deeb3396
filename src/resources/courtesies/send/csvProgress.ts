/**
 * How far the CSV worker is (0 to 1), kept outside React state: a progress message re-draws the
 * bar alone, not the whole sending screen (which under a loaded machine got one long re-render
 * per message).
 */
export interface CsvProgress {
  get(): number;
  set(done: number): void;
  subscribe(listener: () => void): () => void;
}

export function createCsvProgress(): CsvProgress {
  let done = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => done,
    set(next) {
      done = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
