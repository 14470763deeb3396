/**
 * Runs `next` once the browser has painted the current frame: a frame's callback runs before its
 * paint, the task after it once painted. Without frames (a test's DOM), in the next task. A tab in
 * the background paints no frame, so `next` waits for it to be shown. Answers a cancel function.
 */
export function afterPaint(next: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(next, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
