/**
 * The browser's i18n provider reads the nested catalogues as written, in layers (src/i18n/
 * catalogueProvider.ts): our texts over the react-admin pack, the admin's part over the first
 * page's, plural forms and %{...} as Polyglot fills them, a missing key as react-admin expects.
 */
import { describe, expect, it } from 'vitest';
import raPtBR from 'ra-language-pt-br';
import ptBR from '../../src/i18n/pt-BR.json';
import en from '../../src/i18n/en.json';
import { createCatalogueProvider, phraseAt, type Tree } from '../../src/i18n/catalogueProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { createI18nProvider, shellI18nProvider } from '../../src/i18n/shellI18nProvider';
import { flatten, type Catalogue } from '../../src/shared/catalogue';

describe('phraseAt', () => {
  const layers = [{ a: { b: 'ours', only: 'mine' } }, { a: { b: 'pack', c: 'pack only' }, d: 'top' }];

  it('takes the first layer that has a text at the key', () => {
    expect(phraseAt(layers, 'a.b')).toBe('ours');
    expect(phraseAt(layers, 'a.c')).toBe('pack only');
    expect(phraseAt(layers, 'd')).toBe('top');
  });

  it('finds nothing at a section, past a text, or in what objects inherit', () => {
    expect(phraseAt(layers, 'a')).toBeUndefined();
    expect(phraseAt(layers, 'a.b.x')).toBeUndefined();
    expect(phraseAt(layers, 'constructor')).toBeUndefined();
    expect(phraseAt(layers, 'a.toString')).toBeUndefined();
  });
});

describe('the catalogues as translators write them', () => {
  // The provider walks a key's dots through the nesting: a key named with a dot ("a.b": "…") would
  // never be found, and its page would show the key instead of the text.
  it.each([
    ['pt-BR.json', ptBR],
    ['en.json', en],
  ])('%s names no key with a dot, so every text is found where it is written', (_file, catalogue) => {
    for (const [key, text] of Object.entries(flatten(catalogue as Catalogue))) expect([key, phraseAt([catalogue as Tree], key)]).toEqual([key, text]);
  });
});

describe('the admin provider', () => {
  it('gives every key of the catalogue its pt-BR text', () => {
    for (const [key, text] of Object.entries(flatten(ptBR as Catalogue))) {
      if (text.includes('%{') || text.includes('||||')) continue;
      expect([key, i18nProvider.translate(key)]).toEqual([key, text]);
    }
  });

  it("keeps react-admin's texts our catalogue does not write, and ours where it does", () => {
    expect(i18nProvider.translate('ra.navigation.clear_filters')).toBe(raPtBR.ra.navigation.clear_filters);
    expect(i18nProvider.translate('ra.navigation.no_results', { name: 'evento' })).toBe('Nenhum evento encontrado');
    expect(shellI18nProvider.translate('ra.auth.sign_in')).toBe('Entrar');
  });

  it('switches to the English catalogue and back, with our texts over the English pack', async () => {
    const provider = createI18nProvider([ptBR as Tree]);
    await provider.changeLocale('en');
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('resources.producers.name', { smart_count: 2 })).toBe('Producers');
    expect(provider.translate('app.table.showing', { count: '12', smart_count: 1000 })).toBe('Showing 12 of 1,000 items');
    expect(provider.translate('ra.action.save')).toBe('Save');
    await provider.changeLocale('pt-br');
    expect(provider.translate('app.table.showing', { count: '12', smart_count: 1000 })).toBe('Mostrando 12 de 1.000 itens');
  });

  it('answers a missing key with the default given, else the key itself', () => {
    expect(i18nProvider.translate('nao.existe', { _: 'Texto padrão %{n}', n: 2 })).toBe('Texto padrão 2');
    expect(i18nProvider.translate('nao.existe')).toBe('nao.existe');
    expect(i18nProvider.translate('resources')).toBe('resources');
  });
});

describe('a catalogue provider', () => {
  const provider = () =>
    createCatalogueProvider([
      { locale: 'pt-br', name: 'Português (Brasil)', layers: () => [{ n: { tickets: '%{smart_count} ingresso |||| %{smart_count} ingressos' } }] },
      { locale: 'en', name: 'English', layers: async () => [{ n: { tickets: '%{smart_count} ticket |||| %{smart_count} tickets' } }] },
    ]);

  it('writes counts as the current language does, and switches language', async () => {
    const p = provider();
    expect(p.translate('n.tickets', { smart_count: 0 })).toBe('0 ingressos');
    expect(p.translate('n.tickets', { smart_count: 1 })).toBe('1 ingresso');
    expect(p.translate('n.tickets', { smart_count: 1234 })).toBe('1.234 ingressos');
    await p.changeLocale('en');
    expect(p.getLocale()).toBe('en');
    expect(p.translate('n.tickets', { smart_count: 1234 })).toBe('1,234 tickets');
    await p.changeLocale('pt-br');
    expect(p.translate('n.tickets', { smart_count: 2 })).toBe('2 ingressos');
    expect(p.getLocales?.()).toEqual([
      { locale: 'pt-br', name: 'Português (Brasil)' },
      { locale: 'en', name: 'English' },
    ]);
  });

  it('refuses a language it does not have and keeps the current one', async () => {
    const p = provider();
    await expect(p.changeLocale('fr')).rejects.toThrow();
    expect(p.getLocale()).toBe('pt-br');
  });
});
