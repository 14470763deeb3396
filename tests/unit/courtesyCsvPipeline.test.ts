/**
 * The courtesy CSV worker's whole pass (issue 11 goal 3): a file read, parsed chunk by chunk,
 * mapped with the columns it detects, and packed for the page, gives the rows the screen has
 * always shown: the same contacts kept, the same names, the same repeats and the same invalid
 * lines, on a file with what real spreadsheets bring (BOM, ';', quotes, line breaks in a cell,
 * blank lines, one contact written several ways, Windows-1252).
 */
import { describe, expect, it } from 'vitest';
import type { CourtesySendType } from '../../src/shared/resources/courtesies/contacts';
import { createCsvRequests } from '../../src/resources/courtesies/send/csvRequests';
import { resultContacts, resultNames, type CsvAnswer, type CsvRequest } from '../../src/resources/courtesies/send/csvProtocol';
import { packedAt, packStrings, unpackStrings } from '../../src/resources/courtesies/send/packedStrings';
import { readContacts, readContactsWithPapaparse, readQuotedContacts, readQuoteFreeContacts } from '../../src/resources/courtesies/send/readContacts';
import { SeenStrings } from '../../src/resources/courtesies/send/seenStrings';
import type { ColumnMapping } from '../../src/resources/courtesies/send/csvColumns';

const TRICKY = [
  '\uFEFFNome;E-mail;WhatsApp',
  '"Souza; Ana";" Ana.Souza@Exemplo.com.br ";(81) 99999-0001',
  'Bruno "Bá" Lima;bruno@exemplo.com.br;81 9 9999 0002',
  '"Carla ""Cacá"" Dias";CARLA@EXEMPLO.COM.BR;+55 81 99999-0003',
  '"Ana',
  'de novo";ana.souza@exemplo.com.br;5581999990001',
  ';;',
  '   ',
  'Sem contato;;',
  'Inválida;nada@;123',
  'Duda;duda@exemplo.com.br;081 99999-0004',
  '"Edu";"edu@exemplo.com.br";"(81)99999-0005"',
  'Carla 2;carla@exemplo.com.br;(81) 9 9999-0003',
  '',
].join('\r\n');

/** Runs requests through the worker's code; answers its last answer and what it transferred. */
async function run(...requests: ((id: number) => CsvRequest)[]) {
  const answers: { answer: CsvAnswer; transfer?: Transferable[] }[] = [];
  const answer = createCsvRequests((a, transfer) => answers.push({ answer: a, transfer }));
  for (const [i, request] of requests.entries()) await answer(request(i + 1));
  return answers.at(-1)!;
}

const parse = (file: Blob, type: CourtesySendType) => (id: number): CsvRequest => ({ kind: 'parse', id, file, type });

async function read(file: Blob, type: CourtesySendType) {
  const { answer, transfer } = await run(parse(file, type));
  if (answer.kind !== 'parsed') throw new Error(JSON.stringify(answer));
  const { result, ...rest } = answer;
  return { ...rest, transfer, contacts: resultContacts(result), names: resultNames(result), valid: result.valid, duplicated: result.duplicated, invalid: result.invalid, invalidSamples: result.invalidSamples };
}

describe('the worker reads a tricky file as before', () => {
  const file = new Blob([TRICKY], { type: 'text/csv' });

  it('e-mails: header found, quoted cells whole, repeats in other capitals and spaces once, invalid lines by number', async () => {
    const r = await read(file, '@EMAIL');
    // Blank lines are not rows; a cell's line break stays in its row.
    expect(r.rowCount).toBe(10);
    expect(r.preview[0]).toEqual(['Nome', 'E-mail', 'WhatsApp']);
    expect(r.mapping).toEqual({ startRow: 2, contact: 1, name: 0 });
    expect(r.contacts).toEqual(['ana.souza@exemplo.com.br', 'bruno@exemplo.com.br', 'carla@exemplo.com.br', 'duda@exemplo.com.br', 'edu@exemplo.com.br']);
    expect(r.names).toEqual(['Souza; Ana', 'Bruno "Bá" Lima', 'Carla "Cacá" Dias', 'Duda', 'Edu']);
    expect({ valid: r.valid, duplicated: r.duplicated, invalid: r.invalid }).toEqual({ valid: 5, duplicated: 2, invalid: 2 });
    expect(r.invalidSamples).toEqual([
      { row: 6, value: '' },
      { row: 7, value: 'nada@' },
    ]);
  });

  it('WhatsApp: one number written five ways is one contact with 55', async () => {
    const r = await read(file, '@WHATSAPP');
    expect(r.mapping).toEqual({ startRow: 2, contact: 2, name: 0 });
    expect(r.contacts).toEqual(['5581999990001', '5581999990002', '5581999990003', '5581999990004', '5581999990005']);
    expect(r.names).toEqual(['Souza; Ana', 'Bruno "Bá" Lima', 'Carla "Cacá" Dias', 'Duda', 'Edu']);
    expect({ valid: r.valid, duplicated: r.duplicated, invalid: r.invalid }).toEqual({ valid: 5, duplicated: 2, invalid: 2 });
    expect(r.invalidSamples).toEqual([
      { row: 6, value: '' },
      { row: 7, value: '123' },
    ]);
  });

  it('the contacts and names reach the page as two texts and two transferred buffers', async () => {
    const r = await read(file, '@EMAIL');
    expect(r.transfer).toHaveLength(2);
    expect(r.transfer!.every((b) => b instanceof ArrayBuffer)).toBe(true);
  });

  it('a new mapping reads the kept text again: the start row and the name column apply', async () => {
    const { answer } = await run(parse(file, '@EMAIL'), (id) => ({ kind: 'map', id, type: '@EMAIL', mapping: { startRow: 5, contact: 1, name: null } }));
    if (answer.kind !== 'mapped') throw new Error(answer.kind);
    expect(resultContacts(answer.result)).toEqual(['ana.souza@exemplo.com.br', 'duda@exemplo.com.br', 'edu@exemplo.com.br', 'carla@exemplo.com.br']);
    expect(resultNames(answer.result)).toBeUndefined();
    expect(answer.result.invalidSamples.map((s) => s.row)).toEqual([6, 7]);
  });

  it('Windows-1252 with commas, as Excel saves in Brazil', async () => {
    const latin = new Blob([Buffer.from('Nome,E-mail\r\nJoão,joao@x.com.br\r\nConceição,CONCEICAO@x.com.br\r\n', 'latin1')]);
    const r = await read(latin, '@EMAIL');
    expect(r.contacts).toEqual(['joao@x.com.br', 'conceicao@x.com.br']);
    expect(r.names).toEqual(['João', 'Conceição']);
  });

  it('a file without header nor contacts maps nothing and says which rows', async () => {
    const r = await read(new Blob(['a;b\r\nc;d\r\n']), '@EMAIL');
    expect(r.mapping.contact).toBeNull();
    expect(r.contacts).toEqual([]);
  });
});

/** A small deterministic generator: the same files on every run. */
function random(seed: number) {
  let x = seed;
  return () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe('a file without quotes is read without papaparse, to the same rows', () => {
  const PIECES = ['Ana', 'joão', ' ', '  ', '\t', 'ANA@X.COM.BR', 'ana@x.com.br', ' bia@y.com.br ', '(81) 99999-0001', '5581999990001', '081 3322-4455', 'x@', '@', '123', '', 'Conceição', '|'];
  function file(next: () => number, delimiter: string, newline: string) {
    const lines: string[] = [];
    const rows = 1 + Math.floor(next() * 40);
    for (let r = 0; r < rows; r++) {
      const cells = Array.from({ length: Math.floor(next() * 5) }, () => PIECES[Math.floor(next() * PIECES.length)]);
      lines.push(cells.join(delimiter));
    }
    return lines.join(newline) + (next() < 0.5 ? newline : '');
  }

  it('on 600 random files: every delimiter and line break, blank and short rows, any mapping', () => {
    const next = random(11);
    const mappings: (ColumnMapping | null)[] = [null, { startRow: 1, contact: 0, name: null }, { startRow: 2, contact: 1, name: 0 }, { startRow: 3, contact: 2, name: 3 }, { startRow: 1, contact: 4, name: 1 }];
    for (let i = 0; i < 600; i++) {
      const delimiter = [';', ',', '\t', '|'][i % 4];
      const newline = ['\r\n', '\n', '\r'][i % 3];
      const text = file(next, delimiter, newline);
      const type: CourtesySendType = i % 2 ? '@EMAIL' : '@WHATSAPP';
      const given = mappings[i % mappings.length];
      expect(readQuoteFreeContacts(text, type, given), JSON.stringify({ text, type, given })).toEqual(readContactsWithPapaparse(text, type, given));
    }
  });

  it('the tricky file without its quotes', async () => {
    const text = TRICKY.replace(/"/g, '').replace('\uFEFF', '');
    for (const type of ['@EMAIL', '@WHATSAPP'] as const) expect(readQuoteFreeContacts(text, type, null)).toEqual(readContactsWithPapaparse(text, type, null));
    expect(readQuoteFreeContacts(text, '@EMAIL', null).result.valid).toBeGreaterThan(0);
  });

  it('a one-column file (no delimiter to guess) reads each line once', () => {
    const text = Array.from({ length: 20_000 }, (_, i) => `pessoa${i}@x.com.br`).join('\n');
    const r = readQuoteFreeContacts(text, '@EMAIL', null);
    expect(r.result.valid).toBe(20_000);
    expect(r).toEqual(readContactsWithPapaparse(text, '@EMAIL', null));
  });
});

describe('a file with quotes is read without papaparse, to the same rows', () => {
  // Cells as exports write them: quoted or not, holding delimiters, line breaks and "" inside quotes,
  // quotes inside unquoted cells; {d} and {n} become the file's delimiter and line break.
  const PIECES = ['Ana', '"Ana"', '"Souza{d} Ana"', '"Ana{n}de novo"', '"Carla ""Cacá"" Dias"', '""', '" "', 'Bruno "Bá" Lima', '"ANA@X.COM.BR"', 'ana@x.com.br', '" bia@y.com.br "', '"(81) 99999-0001"', '5581999990001', 'x@', '', '  ', 'Conceição'];
  // Quotes papaparse reads another way: closed before a space or a letter, or never closed.
  const IRREGULAR = ['"Ana" ', '"Ana"x', '"Ana'];
  function file(next: () => number, delimiter: string, newline: string, irregular: boolean) {
    const lines: string[] = [];
    const rows = 1 + Math.floor(next() * 40);
    for (let r = 0; r < rows; r++) {
      const cells = Array.from({ length: Math.floor(next() * 5) }, () => PIECES[Math.floor(next() * PIECES.length)]);
      lines.push(cells.join(delimiter).replaceAll('{d}', delimiter).replaceAll('{n}', newline));
    }
    if (irregular) lines.splice(Math.floor(next() * lines.length), 0, IRREGULAR[Math.floor(next() * IRREGULAR.length)]);
    return lines.join(newline) + (next() < 0.5 ? newline : '');
  }

  it('on 600 random files: quoted cells with delimiters, line breaks and quotes, blank and short rows, any mapping', () => {
    const next = random(7);
    const mappings: (ColumnMapping | null)[] = [null, { startRow: 1, contact: 0, name: null }, { startRow: 2, contact: 1, name: 0 }, { startRow: 3, contact: 2, name: 3 }, { startRow: 1, contact: 4, name: 1 }];
    let fastOnes = 0;
    for (let i = 0; i < 600; i++) {
      const text = file(next, [';', ',', '\t', '|'][i % 4], ['\r\n', '\n', '\r'][i % 3], false);
      const type: CourtesySendType = i % 2 ? '@EMAIL' : '@WHATSAPP';
      const given = mappings[i % mappings.length];
      const expected = readContactsWithPapaparse(text, type, given);
      const fast = readQuotedContacts(text, type, given);
      // Given up only where papaparse guesses another delimiter than the file's, and finds quotes closed before text.
      if (fast) fastOnes++;
      if (fast) expect(fast, JSON.stringify({ text, type, given })).toEqual(expected);
      expect(readContacts(text, type, given)).toEqual(expected);
    }
    expect(fastOnes).toBeGreaterThan(500);
  });

  it('quotes papaparse reads another way: given up, and papaparse reads the file', () => {
    const next = random(5);
    for (let i = 0; i < 200; i++) {
      const text = file(next, [';', ','][i % 2], ['\r\n', '\n'][i % 2], true);
      const given = { startRow: 1, contact: 1, name: 0 };
      expect(readQuotedContacts(text, '@EMAIL', given), JSON.stringify(text)).toBeNull();
      expect(readContacts(text, '@EMAIL', given)).toEqual(readContactsWithPapaparse(text, '@EMAIL', given));
    }
  });

  it('the tricky file: its quotes are regular', () => {
    const text = TRICKY.replace('\uFEFF', '');
    for (const type of ['@EMAIL', '@WHATSAPP'] as const) {
      const fast = readQuotedContacts(text, type, null);
      expect(fast?.result.valid).toBe(5);
      expect(fast).toEqual(readContactsWithPapaparse(text, type, null));
    }
  });
});

describe('packed strings', () => {
  it('round-trip, blanks and accents included', () => {
    const items = ['ana@x.com.br', '', 'João', 'Conceição "Cê"', 'x'];
    const packed = packStrings(items);
    expect(unpackStrings(packed)).toEqual(items);
    expect(items.map((_, i) => packedAt(packed, i))).toEqual(items);
    expect(unpackStrings(packStrings([]))).toEqual([]);
    // A blank name travels as ''.
    expect(unpackStrings(packStrings(['Ana', null, 'Bia']))).toEqual(['Ana', '', 'Bia']);
  });
});

describe('the de-duplication table', () => {
  it('keeps what a Set keeps, in the same order, through its growth', () => {
    const seen = new SeenStrings();
    const set = new Set<string>();
    for (let i = 0; i < 60_000; i++) {
      const value = `c${(i * 7919) % 45_000}@x.com.br`;
      expect(seen.add(value)).toBe(!set.has(value));
      set.add(value);
    }
    expect(seen.items).toEqual([...set]);
  });
});
