/**
 * The files a lazy chunk imports are asked for a few per task, after the chunk itself.
 *
 * Vite's preload helper (`\0vite/preload-helper.js`) appends one `<link rel=modulepreload>` per
 * file a dynamic import needs, all in the task that calls `import()`: for the admin, 25 links in
 * the first page's script, 300–590 ms of it at 4× CPU (each append starts a fetch). Without the
 * links the files are found one import later, a round trip each on a phone's network (session 46).
 * This helper keeps the links and spreads them: the chunk's own `import()` leaves at once, its files
 * follow `PER_TASK` at a time in later tasks (`scheduler.postTask`, else `setTimeout`), each file
 * once. Only JavaScript: the build has no CSS files (emotion writes the styles), so there is no
 * stylesheet to wait for as Vite's helper does. A failed import dispatches `vite:preloadError`,
 * as Vite's does. Measured in docs/decisions.md (issue 11, session 48).
 */
import type { Plugin } from 'vite';

export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
export const PER_TASK = 2;

/** The helper's module: `__vitePreload(() => import(chunk), deps)` as Vite's build calls it. */
export const preloadHelperCode = (base: string) => `const asked = new Set();
const waiting = [];
let inDocument;
const later = (run) => (globalThis.scheduler?.postTask ? globalThis.scheduler.postTask(run) : setTimeout(run));
function appendSome() {
  for (let n = 0; n < ${PER_TASK} && waiting.length > 0; n++) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = waiting.shift();
    document.head.appendChild(link);
  }
  if (waiting.length > 0) later(appendSome);
}
function preloadError(err) {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = err;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw err;
}
export const __vitePreload = (baseModule, deps) => {
  const loading = baseModule().catch(preloadError);
  if (deps && deps.length > 0) {
    inDocument ??= new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
    const idle = waiting.length === 0;
    for (const dep of deps) {
      const href = new URL(${JSON.stringify(base)} + dep, document.baseURI).href;
      if (asked.has(href) || inDocument.has(href)) continue;
      asked.add(href);
      waiting.push(href);
    }
    if (idle && waiting.length > 0) later(appendSome);
  }
  return loading;
};
`;

export function preloadInSlices(): Plugin {
  let base = '/';
  return {
    name: 'preload-in-slices',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      if (!config.base.startsWith('/')) throw new Error(`preloadInSlices: base must be absolute, not ${config.base}`);
      base = config.base;
    },
    load: (id) => (id === PRELOAD_HELPER_ID ? preloadHelperCode(base) : null),
  };
}
