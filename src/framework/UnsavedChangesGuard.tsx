/**
 * Asks before typed data is lost. react-admin's warnWhenUnsavedChanges needs a data router,
 * and the app runs in a BrowserRouter (real paths), so this guard catches what leaves the
 * page instead: clicks on in-app links (menu, back button, sub-page tabs) and closing or
 * reloading the tab. The browser's own back button is not caught.
 */
import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.origin !== window.location.origin) return;
      const to = link.pathname + link.search + link.hash;
      if (to === window.location.pathname + window.location.search + window.location.hash) return;
      // Capture phase: the router's own click handler never sees it.
      event.preventDefault();
      event.stopPropagation();
      setTarget(to);
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [when]);

  return (
    <ConfirmDialog
      open={target !== null}
      title="app.unsaved.title"
      content="app.unsaved.message"
      confirmLabel="app.unsaved.leave"
      cancelLabel="app.unsaved.stay"
      confirmColor="warning"
      onClose={() => setTarget(null)}
      onConfirm={() => {
        const to = target!;
        setTarget(null);
        navigate(to);
      }}
    />
  );
}

/** The guard of the enclosing react-hook-form form: armed while it is dirty and not submitting. */
export function FormUnsavedChangesGuard() {
  const { isDirty, isSubmitting } = useFormState();
  return <UnsavedChangesGuard when={isDirty && !isSubmitting} />;
}
