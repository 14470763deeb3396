/**
 * A publish-fix link ends in '#<field>' (eventFieldPath): once the page has drawn the field
 * (pages load their data and the editor a moment after the route), focus it and bring it to
 * the middle of the screen, so the user types where the link said (issue 9 item 12).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PublicationField } from '../../../shared/resources/events/publication';

/** Where each field of publication is typed or chosen. */
const TARGETS: Record<PublicationField, string> = {
  title: '[name="title"]',
  classification: '[name="classification"]',
  description: '.ProseMirror',
  primaryImage: '[data-field="primaryImage"]',
  startAt: '[name="startAt"]',
  location: '[name="location"]',
  localization: '[name="address.zipCode"]',
  paymentAccountId: '[name="paymentAccountId"]',
};

/** The element that takes the focus: a select's visible box rather than its hidden input. */
function focusable(element: HTMLElement): HTMLElement {
  if (element instanceof HTMLInputElement && element.getAttribute('aria-hidden') === 'true') {
    return element.parentElement?.querySelector<HTMLElement>('[role="combobox"]') ?? element;
  }
  return element;
}

const WAIT_MS = 5000;

export function useFocusFromHash(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    const selector = TARGETS[decodeURIComponent(hash.slice(1)) as PublicationField];
    if (!selector) return;
    const started = Date.now();
    let frame = 0;
    const attempt = () => {
      const found = document.querySelector<HTMLElement>(selector);
      if (found) {
        const target = focusable(found);
        target.focus({ preventScroll: true });
        target.scrollIntoView?.({ block: 'center' });
        return;
      }
      if (Date.now() - started < WAIT_MS) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [hash, pathname]);
}
