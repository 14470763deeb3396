/**
 * A view loaded on its first visit, as a chunk of its own (what only that page needs, such as
 * forms with yup and the masks, does not travel with the admin's first load), with the page's
 * progress bar meanwhile. It stands where a plain component is expected: a resource's list,
 * create or edit view, a parent's section (EVENT_SECTIONS).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';

export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const View = lazy(load);
  return function LazyView(props: P) {
    return (
      <Suspense fallback={<LinearProgress />}>
        <View {...props} />
      </Suspense>
    );
  };
}
