/**
 * The admin's translations: the whole catalogue, the part that came with the first page
 * (shellI18nProvider) and the part only the admin reads, which travels with the admin's chunk
 * (scripts/catalogueSplit.ts).
 */
import admin from 'virtual:catalogue/admin';
import { createI18nProvider, deepMerge, shellMessages } from './shellI18nProvider';

export const i18nProvider = createI18nProvider(deepMerge(shellMessages, admin));
