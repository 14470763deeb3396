import { describe, expect, it } from 'vitest';
import ptBR from '../../src/i18n/pt-BR.json';
import en from '../../src/i18n/en.json';
import { flatten, type Catalogue } from '../../src/shared/catalogue';
import { i18nProvider } from '../../src/i18n/i18nProvider';

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('have the same keys and placeholders in pt-BR and English', () => {
    const pt = flatten(ptBR as Catalogue);
    const english = flatten(en as Catalogue);
    expect(Object.keys(english).sort()).toEqual(Object.keys(pt).sort());
    for (const key of Object.keys(pt)) expect([key, placeholders(english[key])]).toEqual([key, placeholders(pt[key])]);
  });

  it('translates with Portuguese plurals and our texts over the react-admin pack', () => {
    expect(i18nProvider.getLocale()).toBe('pt-br');
    expect(i18nProvider.translate('resources.producers.name', { smart_count: 2 })).toBe('Produtores');
    expect(i18nProvider.translate('resources.producers.name', { smart_count: 1 })).toBe('Produtor');
    expect(i18nProvider.translate('app.table.showing', { count: '12', smart_count: 30 })).toBe('Mostrando 12 de 30 itens');
    expect(i18nProvider.translate('resources.producers.name', { smart_count: 0 })).toBe('Produtores');
    expect(i18nProvider.translate('ra.action.save')).toBe('Salvar');
  });
});
