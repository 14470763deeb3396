/**
 * House style of the pt-BR catalogue (issue 9 item 23): one spelling of E-mail, sentence case
 * on buttons and titles. The spec's exact texts win and are listed here with their section.
 */
import { describe, expect, it } from 'vitest';
import ptBR from '../../src/i18n/pt-BR.json';
import { flatten, type Catalogue } from '../../src/shared/catalogue';
import { buildTheme } from '../../src/layout/theme';

const pt = flatten(ptBR as Catalogue);

// Spec 2 section 'Producers list' names the column 'Email'; the spec's payment-form message is "Email é obrigatório".
const EMAIL_AS_SPEC = new Set([
  'resources.producers.fields.email',
  'resources.paymentAccounts.errors.emailRequired', // spec 2 section 5: "Email é obrigatório"
  'resources.stores.errors.email', // spec 2 section 5: "Email inválido"
]);
// Texts the spec quotes in title case.
const TITLE_CASE_AS_SPEC: Record<string, string> = {
  'menu.maps': 'Mapas de Eventos', // spec 1 route table
  'resources.events.actions.edit': 'Editar Evento', // spec 1 section 6
  'resources.events.dialogs.unpublish.confirm': 'Despublicar Evento', // spec 1 section 2.3
  'resources.lots.automaticError': 'Erro ao ativar Modo automático', // spec 1 section 8
  'myCompany.pages.cardTheme.title': 'Tema do Card do Evento', // spec 2 section 2
  'resources.stores.errors.slug': 'Slug inválido! Por favor, insira um slug válido Exemplo: meu-estabelecimento', // spec 2 section 5
};
// Names and acronyms that keep their capital inside a sentence.
const PROPER = /^(Pix|PDV|POS|CEP|CNPJ|CPF|WhatsApp|E-mail|CSV|QR|URL|ID|Api|Public|Secret|MercadoPago|PagSeguro|SMTP|UF|HTML|Brasil|Bilheteria|Borderô|Financeiro)(?![\p{L}\d])/u;

describe('pt-BR catalogue style', () => {
  it('spells E-mail one way', () => {
    const other = Object.entries(pt).filter(([k, v]) => /\bEmail\b/.test(v) && !EMAIL_AS_SPEC.has(k));
    expect(other).toEqual([]);
  });

  it('writes buttons and titles in sentence case', () => {
    const titleCase = Object.entries(pt).filter(([key, text]) => {
      if (TITLE_CASE_AS_SPEC[key] === text) return false;
      return text.split(/[.!?:]\s+|\|\|\|\||[()"·]/).some((part) =>
        part.trim().split(/\s+/).slice(1).some((w) => /^\p{Lu}\p{Ll}/u.test(w) && !PROPER.test(w)),
      );
    });
    expect(titleCase).toEqual([]);
  });

  it('does not let the theme capitalise buttons and tabs', () => {
    const typography = buildTheme({}).typography as { button?: { textTransform?: string } };
    expect(typography.button?.textTransform).toBe('none');
  });
});
