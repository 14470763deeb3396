/** react-admin's store (the language, list settings) in localStorage, shared by the admin and the public pages. */
import { localStorageStore } from 'react-admin';

export const createAppStore = () => localStorageStore(undefined, 'bilheteria');
