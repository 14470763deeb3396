/**
 * Counted phrases (issue 9 item 17): Brazilians write "0 contatos", "1 contato", "1.000 contatos".
 * Polyglot's own 'pt-br' rule takes 0 as singular, so the catalogue uses its own rule; this
 * renders every counted phrase of the catalogue at 0, 1, 2 and 1000, on the server's translate
 * and on the browser's provider.
 */
import { describe, expect, it } from 'vitest';
import ptBR from '../../src/i18n/pt-BR.json';
import en from '../../src/i18n/en.json';
import { flatten, formatCount, translatePtBR, type Catalogue } from '../../src/shared/catalogue';
import { i18nProvider } from '../../src/i18n/i18nProvider';

const counted = Object.entries(flatten(ptBR as Catalogue)).filter(([, text]) => text.includes('||||'));

/** The form a Brazilian expects, filled by hand: %{count} carries the formatted number too. */
function expected(text: string, n: number) {
  const [one, other] = text.split('||||').map((t) => t.trim());
  return (n === 1 ? one : other).replace(/%\{(smart_count|count)\}/g, formatCount(n)).replace(/%\{(\w+)\}/g, '<$1>');
}

const args = (text: string, n: number) => ({
  smart_count: n,
  count: formatCount(n),
  ...Object.fromEntries([...text.matchAll(/%\{(\w+)\}/g)].filter((m) => !['smart_count', 'count'].includes(m[1])).map((m) => [m[1], `<${m[1]}>`])),
});

describe('counted phrases', () => {
  it('are there to check', () => expect(counted.length).toBeGreaterThan(10));

  it.each(counted)('%s reads right at 0, 1, 2 and 1000', (key, text) => {
    for (const n of [0, 1, 2, 1000]) {
      expect(translatePtBR(key, args(text, n))).toBe(expected(text, n));
      expect(i18nProvider.translate(key, args(text, n))).toBe(expected(text, n));
    }
  });

  it('say what the issue saw said wrong', () => {
    const t = translatePtBR;
    expect(t('resources.courtesies.send.count', { smart_count: 0 })).toBe('0 contatos');
    expect(t('resources.courtesies.send.count', { smart_count: 1 })).toBe('1 contato');
    expect(t('resources.courtesies.send.count', { smart_count: 1000 })).toBe('1.000 contatos');
    expect(t('resources.courtesies.send.csv.duplicated', { smart_count: 0, count: '0' })).toBe('0 repetidos (enviados uma vez)');
    expect(t('resources.tickets.actionsPanel.posSelected', { smart_count: 0 })).toBe('0 selecionados');
    expect(t('app.table.showing', { count: '1', smart_count: 1 })).toBe('Mostrando 1 de 1 item');
    expect(t('app.table.showing', { count: '0', smart_count: 0 })).toBe('Mostrando 0 de 0 itens');
    expect(t('app.table.showing', { count: '10', smart_count: 1000 })).toBe('Mostrando 10 de 1.000 itens');
    expect(t('app.editor.words', { smart_count: 0 })).toBe('0 palavras');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 0 })).toBe('0 itens selecionados');
  });

  it('write every whole number the pt-BR way, and leave texts as the caller wrote them', () => {
    expect(translatePtBR('resources.courtesies.stats.delivering', { done: 2026, total: 3000, failed: 0 })).toContain('2.026 de 3.000');
    expect(translatePtBR('resources.lots.soldOf', { sold: 0, quantity: 1000 })).toBe('0 de 1.000 vendidos');
    // A text (a year, a BIN) is never regrouped.
    expect(translatePtBR('resources.lots.soldOf', { sold: '2026', quantity: '412345' })).toBe('2026 de 412345 vendidos');
  });

  it('write English counts the English way', async () => {
    await i18nProvider.changeLocale('en');
    try {
      expect(i18nProvider.translate('app.table.showing', { count: '10', smart_count: 1000 })).toBe('Showing 10 of 1,000 items');
      expect(i18nProvider.translate('app.editor.words', { smart_count: 0 })).toBe('0 words');
      expect(Object.keys(flatten(en as Catalogue)).length).toBeGreaterThan(100);
    } finally {
      await i18nProvider.changeLocale('pt-br');
    }
  });
});
