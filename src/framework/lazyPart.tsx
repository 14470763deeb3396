/**
 * A part of a page shown on demand (a dialog, a side panel, a dialog's inputs) as a chunk of its
 * own: the page is drawn without its code (the form, yup, the inputs), which loads once the page's
 * first screen is in (afterFirstScreen.ts), or at once when the part is first needed. Until then it
 * draws nothing; once needed it stays mounted, so a closing dialog keeps its transition.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from './afterFirstScreen';
import { loadOnce } from './loadOnce';

export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** `neededWhen`: whether these props show the part (a dialog's `open`); by default, whenever drawn. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, neededWhen: (props: P) => boolean = () => true): LazyPart<P> {
  let loaded = false;
  const preload = loadOnce(() => load().then((component) => ((loaded = true), { default: component })));
  const Part = lazy(preload);
  function LazyPartView(props: P) {
    const needed = neededWhen(props);
    const [used, setUsed] = useState(needed);
    if (needed && !used) setUsed(true);
    const client = useQueryClient();
    useEffect(() => {
      if (loaded) return; // its code is in: nothing to wait for
      let mounted = true;
      void afterFirstScreen(client).then(() => {
        if (mounted) preload().catch(() => undefined); // a failure is shown when the part is needed
      });
      return () => {
        mounted = false;
      };
    }, [client]);
    if (!used) return null;
    // Once its code is in, the lazy component renders at once (no fallback is shown again).
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPartView, { preload });
}
