/** How a history row reads (issue 14): labels from the catalogue, values as the app formats them. */
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../src/framework/history/historyValues';
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

describe('history labels', () => {
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
