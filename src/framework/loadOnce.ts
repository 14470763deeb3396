/**
 * One load, whoever asks first (a chunk asked for by a preload and by the first render is fetched
 * once); a failure is forgotten so that the next ask tries again (a flaky network at one visit does
 * not break the page for the whole session).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
