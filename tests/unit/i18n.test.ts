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
import { flatten, type Catalogue } from '../../src/shared/catalogue';
import { MENU_ENTRIES } from '../../src/menu/menuEntries';
import { RESOURCES } from '../../src/shared/resources/registry';
import { choiceLabel, fieldLabel, listFields } from '../../src/framework/fields';

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
      for (const field of Object.keys(def.fields)) used.add(fieldLabel(def, field));
      // Table headers and card lines, timestamps included (their shared label).
      for (const field of listFields(def)) used.add(fieldLabel(def, field));
      // Choice labels of tables, cards, show pages and selects; plain values (UFs) read as themselves.
      for (const [field, { type, choices = [] }] of Object.entries(def.fields)) {
        if (type === 'choice') for (const code of choices.filter((c) => c.startsWith('@'))) used.add(choiceLabel(def, field, code));
      }
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

  // Spec 1 sections 3, 5 and 8: the sales tree, coupons, BINs and courtesies, as a translator must keep them.
  const SALES_TEXTS: Record<string, string> = {
    'resources.sectors.reorderError': 'Erro ao reordenar setor',
    'resources.sectors.createError': 'Erro ao criar evento',
    'resources.lots.createError': 'Erro ao criar evento',
    'validation.number': 'Digite um número válido',
    'resources.tickets.errors.amountMultipleMin': 'Digite um número maior que 0',
    'resources.tickets.choices.category.@HALF': 'Meia',
    'resources.tickets.choices.category.@ENTIRE': 'Inteira',
    'resources.tickets.choices.category.@COURTESY': 'Cortesia',
    'resources.tickets.choices.category.@SUPPORTIVE': 'Solidário',
    'resources.tickets.choices.category.@OTHERS': 'Outros',
    'resources.tickets.actionsPanel.title': 'Ações',
    'resources.tickets.actionsPanel.hiddenLinkCreateError': 'Erro ao criar link oculto',
    'resources.tickets.actionsPanel.hiddenLinkStatusError': 'Erro ao atualizar status do link oculto',
    'resources.tickets.actionsPanel.hideError': 'Erro ao ocultar ingresso',
    'resources.tickets.actionsPanel.showError': 'Erro ao exibir ingresso',
    'resources.tickets.actionsPanel.posSaveError': 'Erro ao atualizar os pontos de venda vinculados ao ingresso',
    'resources.tickets.actionsPanel.posLoadError': 'Erro ao buscar os POS vinculados ao ticket',
    'resources.tickets.createError': 'Erro ao criar ingresso',
    'resources.tickets.updateError': 'Erro ao atualizar ingresso',
    'resources.tickets.deleteError': 'Erro ao remover ingresso, tente novamente!',
    'resources.tickets.empty': 'Sem ingressos disponíveis',
    'resources.lots.actions.automatic': 'Modo automático',
    'resources.lots.deleteError': 'Erro ao remover lote',
    'resources.lots.updateError': 'Erro ao atualizar lote',
    'resources.lots.activateError': 'Erro ao ativar lote',
    'resources.lots.automaticError': 'Erro ao ativar Modo automático',
    'resources.coupons.createError': 'Erro ao criar cupom',
    'resources.coupons.updateError': 'Erro ao atualizar cupom',
    'resources.coupons.deleteError': 'Erro ao deletar cupom',
    'resources.cardBins.errors.binMin': 'O número do cartão deve ter pelo menos 6 caracteres',
    'resources.cardBins.errors.binMax': 'O número do cartão deve ter no máximo 6 caracteres',
    'resources.cardBins.errors.cardNameMax': 'O nome do cartão deve ter no máximo 50 caracteres',
    'resources.cardBins.deleted': 'Bin deletado',
    'resources.cardBins.updateError': 'Erro ao atualizar bin do evento',
    'resources.courtesies.resendError': 'Erro ao reenviar cortesia',
    'resources.courtesies.cancelError': 'Erro ao cancelar cortesia',
    'resources.courtesies.resentAll': 'Cortesias reenviadas com sucesso!',
    'resources.courtesies.redeemed.yes': 'Sim',
    'resources.courtesies.redeemed.no': 'Não',
    'app.toast.error': 'Ocorreu um erro',
    'server.courtesies.errors.ticketRequired': 'Ticket é obrigatório',
    'server.courtesies.errors.typeRequired': 'Tipo é obrigatório',
    'server.courtesies.errors.contactRequired': 'Contato é obrigatório',
    'server.courtesies.errors.ticketInvalid': 'ID do ingresso inválido',
    'server.courtesies.errors.lotRequired': 'Selecione um ingresso',
  };
  it.each(Object.entries(SALES_TEXTS))('hold the spec text of %s', (key, text) => {
    expect(ours['pt-BR'][key]).toBe(text);
  });
});
