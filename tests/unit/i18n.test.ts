/**
 * The catalogues are JSON for translators, so this test does what a typed catalogue would:
 * it fails on a key missing from a catalogue, on placeholders that differ, and on a key used
 * in code that no catalogue has.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import raEnglish from 'ra-language-english';
import raPtBr from 'ra-language-pt-br';
import ptBR from '../../src/i18n/pt-BR.json';
import en from '../../src/i18n/en.json';
import { flatten, type Catalogue } from '../../src/i18n/catalogue';
import { MENU_ENTRIES } from '../../src/menu/menuEntries';
import { RESOURCES } from '../../src/resources/registry';

const ours = { 'pt-BR': flatten(ptBR as Catalogue), en: flatten(en as Catalogue) };
const full = {
  'pt-BR': { ...flatten(raPtBr as unknown as Catalogue), ...ours['pt-BR'] },
  en: { ...flatten(raEnglish as unknown as Catalogue), ...ours.en },
};
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('i18n catalogues', () => {
  it('have the same keys in pt-BR and en', () => {
    const missingInEn = Object.keys(ours['pt-BR']).filter((k) => !(k in ours.en));
    const missingInPt = Object.keys(ours.en).filter((k) => !(k in ours['pt-BR']));
    expect({ missingInEn, missingInPt }).toEqual({ missingInEn: [], missingInPt: [] });
  });

  it('use the same placeholders in every language', () => {
    const differing = Object.keys(full['pt-BR'])
      .filter((k) => k in full.en)
      .filter((k) => placeholders(full['pt-BR'][k]).join() !== placeholders(full.en[k]).join());
    expect(differing).toEqual([]);
  });

  it("complete react-admin's own messages in pt-BR", () => {
    const missing = Object.keys(flatten(raEnglish as unknown as Catalogue)).filter((k) => !(k in full['pt-BR']));
    expect(missing).toEqual([]);
  });

  it('have every key used in code, menu entries and resource definitions', () => {
    const used = new Set<string>();
    const keyPattern = /['"`]((?:app|menu|resources|validation|server|ra)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"`]/g;
    for (const file of ['src', 'server'].filter((d) => existsSync(d)).flatMap(sourceFiles)) {
      for (const m of readFileSync(file, 'utf8').matchAll(keyPattern)) used.add(m[1]);
    }
    for (const entry of MENU_ENTRIES) used.add(`menu.${entry.key}`);
    for (const def of RESOURCES) {
      used.add(`resources.${def.name}.name`);
      for (const field of Object.keys(def.fields)) used.add(`resources.${def.name}.fields.${field}`);
    }
    expect(used.size).toBeGreaterThan(30);
    for (const lang of ['pt-BR', 'en'] as const) {
      const missing = [...used].filter((k) => !(k in full[lang]));
      expect({ lang, missing }).toEqual({ lang, missing: [] });
    }
  });

  it('hold the spec texts exactly', () => {
    const pt = ours['pt-BR'];
    expect(pt['app.noPermission.title']).toBe('Você não tem permissão para acessar essa página.');
    expect(pt['app.table.empty']).toBe('Tabela sem dados');
    expect(pt['resources.producers.empty']).toBe('Nenhum produtor encontrado.');
    expect(pt['resources.producers.createError']).toBe('Erro ao criar produtor');
    expect(pt['resources.producers.updateError']).toBe('Erro ao atualizar produtor');
    expect(pt['menu.myCompany']).toBe('Gerenciar minha empresa');
  });
});
