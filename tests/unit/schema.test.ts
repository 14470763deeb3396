import { describe, expect, it } from 'vitest';
import { validate } from '../../src/shared/schema';
import { buildPath, defineResource, pathParams } from '../../src/shared/definition';
import { producers } from '../../src/shared/resources/producers/definition';

const valid = {
  corporateName: 'Sol Produções',
  email: 'contato@sol.com.br',
  docCNPJ: '11.222.333/0001-81',
  phoneNumber: '(11) 98765-4321',
  representative: { profile: { fullName: 'Ana Souza' }, docCPF: '529.982.247-25' },
};

describe('definition schema (shared by the form and the server)', () => {
  it('accepts a valid producer and stores documents and phones as digits', async () => {
    const result = await validate(producers, valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.docCNPJ).toBe('11222333000181');
    expect(result.value.phoneNumber).toBe('11987654321');
    expect((result.value.representative as { docCPF: string }).docCPF).toBe('52998224725');
  });

  it('reports one catalogue key per failing field, nested fields by their dotted path', async () => {
    const result = await validate(producers, {
      ...valid,
      corporateName: '   ',
      docCNPJ: '11.222.333/0001-82',
      phoneNumber: '1234',
      representative: { profile: { fullName: '' }, docCPF: '111.111.111-11' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { field: 'corporateName', message: 'validation.required' },
        { field: 'docCNPJ', message: 'validation.cpfCnpj' },
        { field: 'phoneNumber', message: 'validation.phone' },
        { field: 'representative.profile.fullName', message: 'validation.required' },
        { field: 'representative.docCPF', message: 'validation.cpf' },
      ]),
    );
  });

  it('accepts a CPF where a CPF or CNPJ is asked', async () => {
    const result = await validate(producers, { ...valid, docCNPJ: '529.982.247-25' });
    expect(result.ok).toBe(true);
  });

  it('drops fields the definition does not have and read-only ones', async () => {
    const result = await validate(producers, { ...valid, businessId: 'x', representative: { ...valid.representative, profile: { fullName: 'Ana', firstName: 'Z' } } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty('businessId');
    expect((result.value.representative as { profile: object }).profile).not.toHaveProperty('firstName');
  });

  it('derives the representative first and last names from the full name', () => {
    const out = producers.beforeSave!({ representative: { profile: { fullName: 'Ana Maria Souza' } } });
    expect(out.representative).toEqual({ profile: { fullName: 'Ana Maria Souza', firstName: 'Ana', lastName: 'Maria Souza' } });
  });

  it('answers a type error, not a crash, for an object where a text is expected', async () => {
    const result = await validate(producers, { ...valid, corporateName: { x: 1 } });
    expect(result.ok ? [] : result.issues).toEqual([{ field: 'corporateName', message: 'validation.text' }]);
  });

  it("takes JSON types as they are in the API's mode, and casts what the forms' inputs type", async () => {
    expect(await validate(producers, { ...valid, corporateName: true })).toEqual({ ok: false, issues: [{ field: 'corporateName', message: 'validation.text' }] });
    expect(await validate(producers, { ...valid, representative: 'Ana' })).toEqual({ ok: false, issues: [{ field: 'representative', message: 'validation.invalid' }] });
    const lots = defineResource({
      name: 'lots', path: '/lots', icon: 'x', modules: ['@M_EVENTS'], recordRepresentation: 'price', permissions: {},
      fields: { price: { type: 'money', min: 0 }, active: { type: 'boolean' }, startAt: { type: 'datetime' } },
      list: { perPage: 25, sort: { field: 'price', order: 'ASC' }, columns: ['price'], card: { title: 'price', lines: [] } },
    });
    for (const input of [{ price: [1, 2] }, { price: '12' }, { price: true }, { active: 'true' }, { active: 1 }, { startAt: '1' }, { startAt: 20260101 }]) {
      const result = await validate(lots, input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
    }
    expect(await validate(lots, { price: '12', active: 'true', startAt: '2026-05-01T20:00' }, 'form')).toEqual({
      ok: true,
      value: { price: 12, active: true, startAt: '2026-05-01T20:00' },
    });
  });

  it('validates numbers with their limits', async () => {
    const lots = defineResource({
      name: 'lots', path: '/events/:eventId/:sectorId/:ticketId/lots', icon: 'x', modules: ['@M_EVENTS'], recordRepresentation: 'title',
      permissions: {}, fields: { title: { type: 'text', required: true }, price: { type: 'money', required: true, min: 0, max: 1_000_000_000_000 } },
      list: { perPage: 25, sort: { field: 'title', order: 'ASC' }, columns: ['title'], card: { title: 'title', lines: [] } },
    });
    const bad = await validate(lots, { title: 'Lote 1', price: 'abc' });
    expect(bad.ok ? [] : bad.issues).toEqual([{ field: 'price', message: 'validation.number' }]);
    const blank = await validate(lots, { title: 'Lote 1', price: '' });
    expect(blank.ok ? [] : blank.issues).toEqual([{ field: 'price', message: 'validation.required' }]);
    const negative = await validate(lots, { title: 'Lote 1', price: -1 });
    expect(negative.ok ? [] : negative.issues).toEqual([{ field: 'price', message: 'validation.minValue' }]);
    expect(pathParams(lots.path)).toEqual(['eventId', 'sectorId', 'ticketId']);
    expect(buildPath(lots.path, { eventId: 'e1', sectorId: 's 2', ticketId: 't3' })).toBe('/events/e1/s%202/t3/lots');
    expect(() => buildPath(lots.path, { eventId: 'e1' })).toThrow(/sectorId/);
  });
});
