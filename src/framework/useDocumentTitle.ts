/** The browser tab says where the user is: '<page> · <business name>' (issue 9 item 23). */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { getPreferences, subscribePreferences } from '../layout/preferences';

export function useDocumentTitle(page: string | undefined): void {
  const translate = useTranslate();
  const prefs = useSyncExternalStore(subscribePreferences, getPreferences);
  const business = prefs.businessName || translate('app.name');
  useEffect(() => {
    document.title = page ? translate('app.documentTitle', { page, business }) : business;
  }, [page, business, translate]);
}
