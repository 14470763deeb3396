/**
 * A parent's section view loaded on first visit (forms bring yup and the masks): wraps
 * React.lazy in Suspense so it can stand where a plain component is expected (EVENT_SECTIONS).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';

export function lazySection<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const View = lazy(load);
  return function LazySection(props: P) {
    return (
      <Suspense fallback={<LinearProgress />}>
        <View {...props} />
      </Suspense>
    );
  };
}
