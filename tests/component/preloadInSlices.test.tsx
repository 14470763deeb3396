/**
 * A lazy chunk's files asked for a few per task, after the chunk itself (scripts/preloadInSlices.ts),
 * in place of Vite's preload helper, which appends them all in the task that calls `import()`.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PER_TASK, PRELOAD_HELPER_ID, preloadHelperCode, preloadInSlices } from '../../scripts/preloadInSlices';

type Preload = (baseModule: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** A fresh copy of the helper's module, as the build would load it with base '/'. */
const helper = () => new Function(preloadHelperCode('/').replace('export const __vitePreload =', 'return'))() as Preload;
const preloaded = () => Array.from(document.head.querySelectorAll('link[rel=modulepreload]'), (l) => new URL((l as HTMLLinkElement).href).pathname);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe("a lazy chunk's files asked for a few per task", () => {
  it('asks for the chunk at once and for its files after it, two per task, each once', async () => {
    const preload = helper();
    const chunk = vi.fn(() => Promise.resolve('admin'));
    const loading = preload(chunk, ['assets/App.js', 'assets/admin.js', 'assets/a.js', 'assets/b.js', 'assets/c.js']);
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual([]);
    await nextTask();
    expect(preloaded()).toEqual(['/assets/App.js', '/assets/admin.js']);
    await nextTask();
    expect(preloaded()).toHaveLength(2 * PER_TASK);
    await nextTask();
    expect(preloaded()).toEqual(['/assets/App.js', '/assets/admin.js', '/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(await loading).toBe('admin');
    // A second import sharing files asks only for the new one; so does a file the document already had.
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/d.js' });
    document.head.append(link);
    await preload(() => Promise.resolve('page'), ['assets/a.js', 'assets/e.js']);
    await nextTask();
    expect(preloaded()).toEqual(['/assets/App.js', '/assets/admin.js', '/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js']);
    for (const l of document.head.querySelectorAll('link[rel=modulepreload]')) {
      if (l !== link) expect([(l as HTMLLinkElement).as, l.getAttribute('crossorigin')]).toEqual(['script', '']);
    }
  });

  it("a failed import is told as Vite's is, and fails unless a listener takes it", async () => {
    const preload = helper();
    const failure = new Error('chunk gone');
    const heard = vi.fn((event: Event) => expect((event as Event & { payload: unknown }).payload).toBe(failure));
    window.addEventListener('vite:preloadError', heard);
    await expect(preload(() => Promise.reject(failure))).rejects.toBe(failure);
    const takeIt = (event: Event) => event.preventDefault();
    window.addEventListener('vite:preloadError', takeIt);
    await expect(preload(() => Promise.reject(failure))).resolves.toBeUndefined();
    window.removeEventListener('vite:preloadError', heard);
    window.removeEventListener('vite:preloadError', takeIt);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("stands in for Vite's helper, which is still the module Vite's build loads for import()", () => {
    const load = preloadInSlices().load as (id: string) => string | null;
    expect(load(PRELOAD_HELPER_ID)).toBe(preloadHelperCode('/'));
    expect(load('/work/src/App.tsx')).toBeNull();
    const vite = readFileSync('node_modules/vite/dist/node/chunks/node.js', 'utf8');
    expect(vite).toContain(`const preloadHelperId = "\\0vite/preload-helper.js";`);
    expect(vite).toContain('const preloadMethod = `__vitePreload`;');
  });
});
