/**
 * Asks before typed data is lost. react-admin's warnWhenUnsavedChanges needs a data router,
 * and the app runs in a BrowserRouter (real paths), so this guard catches what leaves the
 * page itself: clicks on in-app links (menu, back button, sub-page tabs), the browser's Back
 * button (through a copy of the page's history entry, see useBackGuard) and closing or
 * reloading the tab.
 */
import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

/** Marks the copy of the page's history entry that the Back button lands on. */
const GUARD_STATE = '__unsavedGuard';
/** The dialog's target when the Back button asked. */
const BACK = Symbol('back');

/**
 * Back-button guard, one listener for the page: pops the guard caused itself (dropping the copy
 * after a save) are skipped; any other pop while a form is armed asks.
 */
let expectedPops = 0;
let askOnBack: (() => void) | null = null;
let listening = false;

function listenOnce() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', () => {
    if (expectedPops > 0) {
      expectedPops -= 1;
      return;
    }
    askOnBack?.();
  });
}

const pushCopy = () => window.history.pushState({ ...window.history.state, [GUARD_STATE]: true }, '', window.location.href);

/**
 * While armed, the page has two history entries: Back pops the copy, the URL stays, and the
 * guard asks. Leaving goes back once more; staying puts the copy back.
 */
function useBackGuard(when: boolean, ask: () => void) {
  useEffect(() => {
    if (!when) return;
    listenOnce();
    pushCopy();
    askOnBack = ask;
    return () => {
      if (askOnBack === ask) askOnBack = null;
      // Disarmed on the same page (saved, or typed back): drop the copy so Back works as usual.
      if (window.history.state?.[GUARD_STATE]) {
        expectedPops += 1;
        window.history.back();
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ask` only sets state
  }, [when]);
  return {
    leave: () => {
      askOnBack = null;
      window.history.back();
    },
    stay: pushCopy,
  };
}

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | typeof BACK | null>(null);
  const back = useBackGuard(when, () => setTarget(BACK));

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
      onClose={() => {
        if (target === BACK) back.stay();
        setTarget(null);
      }}
      onConfirm={() => {
        const to = target!;
        setTarget(null);
        if (to === BACK) back.leave();
        else navigate(to);
      }}
    />
  );
}

/** The guard of the enclosing react-hook-form form: armed while it is dirty and not submitting. */
export function FormUnsavedChangesGuard() {
  const { isDirty, isSubmitting } = useFormState();
  return <UnsavedChangesGuard when={isDirty && !isSubmitting} />;
}
