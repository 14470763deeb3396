/**
 * The admin's translations: the whole catalogue, the part only the admin reads, which travels with
 * the admin's chunk (scripts/catalogueSplit.ts), over the part that came with the first page.
 */
import admin from 'virtual:catalogue/admin';
import { createI18nProvider, shellLayers } from './shellI18nProvider';

export const i18nProvider = createI18nProvider([admin, ...shellLayers]);
