/**
 * The CSV step of the courtesy sending screen (spec 1 sections 4, 5): column detection, the
 * rows mapped to normalised, de-duplicated contacts with counts, chunked parsing and decoding.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { columnHeaders, columnLetter, detectColumns, isEmailHeader, isNameHeader, isPhoneHeader, mapRows } from '../../src/resources/courtesies/send/csvColumns';
import { decodeCsv } from '../../src/resources/courtesies/send/decodeCsv';
import { parseCsv, parseCsvChunks } from '../../src/resources/courtesies/send/parseCsv';

describe('column detection', () => {
  it('recognises e-mail headers loosely', () => {
    for (const h of ['E-mail', 'email', ' EMAIL ', 'E-mail do convidado', 'Correio eletrônico', 'mail']) expect(isEmailHeader(h), h).toBe(true);
    for (const h of ['Nome', 'Telefone', 'Cidade']) expect(isEmailHeader(h), h).toBe(false);
  });

  it('recognises whatsapp, zap, telefone and fone for phones', () => {
    for (const h of ['WhatsApp', 'whats', 'Zap', 'ZapZap', 'Telefone', 'Fone', 'Celular', 'Telefone/WhatsApp', 'Nº do zap']) expect(isPhoneHeader(h), h).toBe(true);
    for (const h of ['Nome', 'E-mail', 'Cidade']) expect(isPhoneHeader(h), h).toBe(false);
  });

  it('recognises name headers', () => {
    for (const h of ['Nome', 'nome completo', 'Name', 'Convidado']) expect(isNameHeader(h), h).toBe(true);
    expect(isNameHeader('Telefone')).toBe(false);
  });

  it('maps the header row: contact and name columns, data from row 2', () => {
    const preview = [['Nome', 'E-mail', 'Telefone'], ['Ana', 'ana@x.com.br', '81999990000']];
    expect(detectColumns(preview, '@EMAIL')).toEqual({ startRow: 2, contact: 1, name: 0 });
    expect(detectColumns(preview, '@WHATSAPP')).toEqual({ startRow: 2, contact: 2, name: 0 });
  });

  it('without a header, takes the column whose values are contacts, from the first such row', () => {
    const headerless = [['Ana', 'ana@x.com.br'], ['Bia', 'bia@x.com.br'], ['Caio', 'nada']];
    expect(detectColumns(headerless, '@EMAIL')).toEqual({ startRow: 1, contact: 1, name: null });
    const oddHeader = [['Convidados da festa'], ['(81) 99999-0000'], ['81 98888-0000']];
    expect(detectColumns(oddHeader, '@WHATSAPP')).toEqual({ startRow: 2, contact: 0, name: null });
  });

  it('finds nothing in a file without contacts', () => {
    expect(detectColumns([['a', 'b'], ['c', 'd']], '@EMAIL')).toEqual({ startRow: 2, contact: null, name: null });
    expect(detectColumns([], '@EMAIL')).toEqual({ startRow: 1, contact: null, name: null });
  });

  it('labels columns by letter and by the row above the data', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    const preview = [['Nome', 'E-mail'], ['Ana', 'ana@x.com.br', 'extra']];
    expect(columnHeaders(preview, 2)).toEqual([
      { letter: 'A', header: 'Nome' },
      { letter: 'B', header: 'E-mail' },
      { letter: 'C', header: null },
    ]);
    expect(columnHeaders(preview, 1).map((c) => c.header)).toEqual([null, null, null]);
  });
});

describe('row mapping', () => {
  const rows = [
    ['Nome', 'E-mail', 'WhatsApp'],
    ['Ana', ' Ana@Exemplo.com.BR ', '(81) 99999-0001'],
    ['Bia', 'bia@exemplo.com.br', '81 9999 0002'],
    ['Ana de novo', 'ana@exemplo.com.br', '5581999990001'],
    ['', 'sem-arroba', '123'],
    ['Caio', '', ''],
    ['Duda', 'duda@exemplo.com.br', '081999990003'],
  ];

  it('e-mails: lowercased, repeats counted once, invalid and blank counted with samples', () => {
    const r = mapRows(rows, { startRow: 2, contact: 1, name: 0 }, '@EMAIL');
    expect(r.contacts).toEqual(['ana@exemplo.com.br', 'bia@exemplo.com.br', 'duda@exemplo.com.br']);
    expect(r.names).toEqual(['Ana', 'Bia', 'Duda']);
    expect({ valid: r.valid, duplicated: r.duplicated, invalid: r.invalid }).toEqual({ valid: 3, duplicated: 1, invalid: 2 });
    expect(r.invalidSamples).toEqual([
      { row: 5, value: 'sem-arroba' },
      { row: 6, value: '' },
    ]);
  });

  it('WhatsApp numbers normalised with 55 before comparing', () => {
    const r = mapRows(rows, { startRow: 2, contact: 2, name: null }, '@WHATSAPP');
    expect(r.contacts).toEqual(['5581999990001', '558199990002', '5581999990003']);
    expect(r.names).toBeUndefined();
    expect({ duplicated: r.duplicated, invalid: r.invalid }).toEqual({ duplicated: 1, invalid: 2 });
  });

  it('starts at the start row; a blank name is null; no contact column maps nothing', () => {
    const r = mapRows(rows, { startRow: 4, contact: 1, name: 0 }, '@EMAIL');
    expect(r.contacts).toEqual(['ana@exemplo.com.br', 'duda@exemplo.com.br']);
    expect(mapRows([['x@y.com.br', '']], { startRow: 1, contact: 0, name: 1 }, '@EMAIL').names).toEqual([null]);
    expect(mapRows(rows, { startRow: 1, contact: null, name: null }, '@EMAIL')).toMatchObject({ contacts: [], valid: 0, invalid: 0 });
  });

  it('reports progress every `every` rows', () => {
    const many = Array.from({ length: 25 }, (_, i) => [`c${i}@x.com.br`]);
    const seen: number[] = [];
    mapRows(many, { startRow: 1, contact: 0, name: null }, '@EMAIL', (d) => seen.push(d), 10);
    expect(seen).toEqual([0, 10, 20]);
  });

  // Speed is measured by `npm run bench` (courtesyCsv); here only what comes out.
  it('100,000 rows with repeats: each contact once, the repeats counted', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => [`Convidado ${i}`, `Pessoa${i % 90_000}@Exemplo.com.br`]);
    const r = mapRows(big, { startRow: 1, contact: 1, name: 0 }, '@EMAIL');
    expect({ valid: r.valid, duplicated: r.duplicated }).toEqual({ valid: 90_000, duplicated: 10_000 });
  });
});

describe('parsing', () => {
  it('chunked parsing gives the rows of a bare parse, quotes and line breaks across chunks included', () => {
    const lines = ['Nome;E-mail'];
    for (let i = 0; i < 2000; i++) lines.push(i % 7 === 0 ? `"Silva; ""${i}""\nfilho";p${i}@x.com.br` : `Pessoa ${i};p${i}@x.com.br`);
    lines.push('', '   ', 'Último;ultimo@x.com.br');
    const text = lines.join('\r\n');
    const progress: number[] = [];
    const rows: string[][] = [];
    parseCsvChunks(
      text,
      (chunk, d) => {
        for (const row of chunk) rows.push(row);
        progress.push(d);
      },
      1000,
    );
    const bare = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
    expect(rows).toEqual(bare);
    expect(rows).toHaveLength(2002);
    expect(rows[1]).toEqual(['Silva; "0"\nfilho', 'p0@x.com.br']);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(1);
  });

  it('guesses the delimiter: commas too', () => {
    expect(parseCsv('Nome,E-mail\nAna,ana@x.com.br\n')).toEqual([['Nome', 'E-mail'], ['Ana', 'ana@x.com.br']]);
  });

  it('decodes UTF-8 (BOM dropped) and falls back to Windows-1252', () => {
    const utf8 = new TextEncoder().encode('\uFEFFJoão;joao@x.com.br');
    expect(decodeCsv(utf8.buffer as ArrayBuffer)).toBe('João;joao@x.com.br');
    // 'João' as Excel saves it in Brazil: ã is 0xE3.
    const latin = Uint8Array.from([0x4a, 0x6f, 0xe3, 0x6f, 0x3b, 0x78]);
    expect(decodeCsv(latin.buffer)).toBe('João;x');
  });
});
