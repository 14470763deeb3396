/** How a history row reads (issue 14): labels from the catalogue, values as the app formats them. */
import { describe, expect, it } from 'vitest';
import { changedFields, historyResourceLabel } from '../../src/framework/history/historyValues';
import { translatePtBR } from '../../src/shared/catalogue';
import { lots } from '../../src/shared/resources/lots/definition';
import { paymentAccounts } from '../../src/shared/resources/paymentAccounts/definition';
import { events } from '../../src/shared/resources/events/definition';

/** The app's translate: the catalogue plus react-admin's pt-BR words for yes and no. */
const t = (key: string, options?: Record<string, unknown>) => ({ 'ra.boolean.true': 'Sim', 'ra.boolean.false': 'Não' })[key] ?? translatePtBR(key, options);

describe('history values', () => {
  it('reads money, dates in São Paulo, yes/no with the fields of the catalogue', () => {
    const rows = changedFields(lots, { price: 5000, isActive: false, endAt: '2026-03-10T23:30:00.000Z' }, { price: 123456, isActive: true, endAt: '2026-03-11T02:00:00.000Z' }, t);
    expect(rows).toEqual(
      expect.arrayContaining([
        { field: 'price', label: t('resources.lots.fields.price'), before: 'R$ 50,00', after: 'R$ 1.234,56' },
        { field: 'isActive', label: t('resources.lots.fields.isActive'), before: 'Não', after: 'Sim' },
        { field: 'endAt', label: t('resources.lots.fields.endAt'), before: '10/03/2026 20:30', after: '10/03/2026 23:00' },
      ]),
    );
  });

  it('reads choices in words, nested fields by their dotted labels, secrets as the mask', () => {
    const rows = changedFields(paymentAccounts, null, { paymentMethod: { slug: '@PAGSEGURO' }, productionApiSecret: '••••', isActive: true }, t);
    expect(rows).toEqual([
      { field: 'paymentMethod.slug', label: 'Gateway', before: '', after: 'PagSeguro' },
      { field: 'productionApiSecret', label: 'Api Secret', before: '', after: '••••' },
      { field: 'isActive', label: 'Ativo', before: '', after: 'Sim' },
    ]);
  });

  it('reads what custom routes record with their own labels', () => {
    const rows = changedFields(events, { lineup: ['Alceu'], producer: null }, { lineup: ['Alceu', 'Elba'], producer: 'Forró Produções' }, t);
    expect(rows).toEqual([
      { field: 'lineup', label: 'Line-up', before: 'Alceu', after: 'Alceu, Elba' },
      { field: 'producer', label: 'Produtor', before: 'vazio', after: 'Forró Produções' },
    ]);
    const refund = changedFields(undefined, { refundAmount: null, refundStatus: null }, { refundAmount: 2500, refundStatus: '@DONE' }, t);
    expect(refund.map((r) => r.after)).toEqual(['R$ 25,00', 'Concluído']);
  });
});

describe('history values that refer to other records', () => {
  it('reads them by the names the server answered, an id it could not name as the id', async () => {
    const { tickets } = await import('../../src/shared/resources/tickets/definition');
    const { validators } = await import('../../src/shared/resources/validators/definition');
    const a = '11111111-1111-4111-8111-111111111111';
    const b = '22222222-2222-4222-8222-222222222222';
    const gone = '33333333-3333-4333-8333-333333333333';
    const refs = { [a]: 'Sessão da tarde', [b]: 'Bilheteria Norte' };
    expect(changedFields(lots, { sessionId: a }, { sessionId: gone }, t, refs)).toEqual([
      { field: 'sessionId', label: t('resources.lots.fields.sessionId'), before: 'Sessão da tarde', after: gone },
    ]);
    // What a custom route records (a ticket's points of sale): the names, or 'nenhum' for none.
    expect(changedFields(tickets, { posIds: [] }, { posIds: [b] }, t, refs).map((r) => [r.before, r.after])).toEqual([['nenhum', 'Bilheteria Norte']]);
    // A definition's list of references: names, not how many.
    expect(changedFields(validators, null, { eventIds: [a, b] }, t, refs)[0].after).toBe('Sessão da tarde, Bilheteria Norte');
    // A long list shows its first ten names and how many more.
    const many = Array.from({ length: 12 }, (_, i) => `4${String(i).padStart(7, '0')}-0000-4000-8000-000000000000`);
    const names = Object.fromEntries(many.map((id, i) => [id, `BIN ${i + 1}`]));
    expect(changedFields(tickets, null, { binIds: many }, t, names)[0].after).toBe('BIN 1, BIN 2, BIN 3, BIN 4, BIN 5, BIN 6, BIN 7, BIN 8, BIN 9, BIN 10 e mais 2');
  });
});

describe('history labels', () => {
  it('names every resource in words, never by its code name', async () => {
    const { RESOURCES } = await import('../../src/shared/resources/registry');
    const unnamed = RESOURCES.map((d) => [d.name, historyResourceLabel(d.name, t)]).filter(([name, label]) => label === name);
    expect(unnamed).toEqual([]);
    // One without a history label of its own reads as its plural name.
    expect(historyResourceLabel('accreditationFields', t)).toBe('Campos do formulário');
  });


  // A history row lists the fields without the form's section headings: two fields read alike there
  // ('Pix' for the POS fee and for accepting Pix online) could not be told apart.
  it('no two fields of a resource read alike', async () => {
    const { RESOURCES } = await import('../../src/shared/resources/registry');
    const alike: string[] = [];
    for (const def of RESOURCES) {
      const seen = new Map<string, string>();
      for (const field of Object.keys(def.fields)) {
        const label = changedFields(def, null, { [field]: 'x' }, t)[0]?.label;
        if (!label) continue;
        if (seen.has(label)) alike.push(`${def.name}: ${seen.get(label)} and ${field} both read '${label}'`);
        else seen.set(label, field);
      }
    }
    expect(alike).toEqual([]);
  });
});
