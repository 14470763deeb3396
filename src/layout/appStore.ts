/** react-admin's store (the language, list settings) in localStorage, shared by the admin and the public pages. */
import { localStorageStore, type Store } from 'react-admin';
import { DEFAULT_LOCALE } from '../i18n/shellI18nProvider';

/**
 * The language is the default one until a user chooses another: react-admin's i18n provider
 * draws nothing in its first render when the store holds none, which left the page blank for a
 * frame between the loading bar and the admin, and cost one more render of the whole admin.
 */
export function createAppStore(): Store {
  const store = localStorageStore(undefined, 'bilheteria');
  return { ...store, getItem: <T,>(key: string, defaultValue?: T) => store.getItem<T>(key, defaultValue ?? (key === 'locale' ? (DEFAULT_LOCALE as T) : undefined)) };
}
