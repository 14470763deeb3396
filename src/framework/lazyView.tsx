/**
 * A view loaded on its first visit, as a chunk of its own (what only that page needs, such as
 * forms with yup and the masks, does not travel with the admin's first load), with the page's
 * progress bar meanwhile. It stands where a plain component is expected: a resource's list,
 * create or edit view, a parent's section (EVENT_SECTIONS).
 *
 * `preload` starts its chunk early (the first load's page, firstLoad.ts; a section's prefetch). A
 * view whose chunk is already in when it mounts is drawn at once, without Suspense: React holds
 * the reveal of a suspended boundary until 300 ms after its fallback was shown, which left the
 * page idle for that long even when the chunk had arrived first.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';
import { loadOnce } from './loadOnce';

export type LazyView<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() => load().then((module) => ((loaded = module.default), module)));
  const View = lazy(preload);
  function LazyView(props: P) {
    // Decided at mount: switching a mounted view from the lazy path to the direct one would remount it.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<LinearProgress />}>
        <View {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyView, { preload });
}

/** Starts loading a view's chunk, when it is a lazy one; a failure is the view's to show when drawn. */
export function preload(view: unknown): void {
  const load = (view as Partial<LazyView<object>> | undefined)?.preload;
  if (typeof load === 'function') load().catch(() => undefined);
}
