import { describe, expect, it } from 'vitest';
import {
  isValidContact,
  normaliseContact,
  normaliseEmail,
  normaliseWhatsapp,
  NOT_A_CONTACT,
  splitPasted,
} from '../../src/shared/resources/courtesies/contacts';

describe('normaliseEmail', () => {
  it('trims and lowercases', () => {
    expect(normaliseEmail('  Maria.Silva@Exemplo.COM.br ')).toBe('maria.silva@exemplo.com.br');
    expect(normaliseEmail('')).toBe('');
  });
});

describe('normaliseWhatsapp', () => {
  it('keeps digits only', () => {
    expect(normaliseWhatsapp('(11) 98765-4321')).toBe('5511987654321');
  });
  it('makes anything under 10 digits empty', () => {
    expect(normaliseWhatsapp('987654321')).toBe('');
    expect(normaliseWhatsapp('abc')).toBe('');
    expect(normaliseWhatsapp('')).toBe('');
  });
  it('prefixes exactly 10 digits (area code + landline) with 55', () => {
    expect(normaliseWhatsapp('1133334444')).toBe('551133334444');
  });
  it('prefixes 11 digits (area code + mobile) with 55', () => {
    expect(normaliseWhatsapp('11987654321')).toBe('5511987654321');
    // Area code 55 exists (RS): an 11-digit number starting with 55 still gets the country code.
    expect(normaliseWhatsapp('55987654321')).toBe('5555987654321');
  });
  it('keeps a number that already has the country code', () => {
    expect(normaliseWhatsapp('+55 11 98765-4321')).toBe('5511987654321');
    expect(normaliseWhatsapp('551133334444')).toBe('551133334444');
  });
  it('drops a trunk 0 or other prefix, keeping the last 11 digits', () => {
    expect(normaliseWhatsapp('011987654321')).toBe('5511987654321');
    expect(normaliseWhatsapp('0055 11 98765 4321')).toBe('5511987654321');
  });
  it('drops a trunk 0 before a landline and a carrier code before a mobile', () => {
    expect(normaliseWhatsapp('0 81 3322-4455')).toBe('558133224455');
    expect(normaliseWhatsapp('0 15 81 99876-5432')).toBe('5581998765432');
    // What is left after the zeros is what counts: 9 digits are not a number.
    expect(normaliseWhatsapp('0813322445')).toBe('');
  });
  it('is idempotent', () => {
    for (const raw of ['1133334444', '11987654321', '011987654321']) {
      expect(normaliseWhatsapp(normaliseWhatsapp(raw))).toBe(normaliseWhatsapp(raw));
    }
  });
});

describe('normaliseContact', () => {
  it('picks the rule by type', () => {
    expect(normaliseContact('@EMAIL', ' A@B.COM ')).toBe('a@b.com');
    expect(normaliseContact('@WHATSAPP', '11 98765 4321')).toBe('5511987654321');
  });
});

describe('isValidContact', () => {
  it('accepts e-mails, raw or normalised', () => {
    expect(isValidContact('@EMAIL', 'ana@exemplo.com')).toBe(true);
    expect(isValidContact('@EMAIL', ' ANA@Exemplo.com.br ')).toBe(true);
  });
  it('rejects malformed e-mails', () => {
    for (const bad of ['', 'ana', 'ana@', '@exemplo.com', 'ana@exemplo', 'a na@exemplo.com', 'ana@@exemplo.com', 'ana@exemplo..com']) {
      expect(isValidContact('@EMAIL', bad), bad).toBe(false);
    }
  });
  it('accepts Brazilian mobile and landline numbers', () => {
    expect(isValidContact('@WHATSAPP', '(11) 98765-4321')).toBe(true);
    expect(isValidContact('@WHATSAPP', '1133334444')).toBe(true);
    expect(isValidContact('@WHATSAPP', '5511987654321')).toBe(true);
  });
  it('rejects short numbers, an e-mail, and area code 0', () => {
    expect(isValidContact('@WHATSAPP', '98765-4321')).toBe(false);
    expect(isValidContact('@WHATSAPP', 'ana@exemplo.com')).toBe(false);
    // Area code 0 after the country code; '01987654321' alone is a trunk 0 and area code 19.
    expect(isValidContact('@WHATSAPP', '+55 01 98765-4321')).toBe(false);
    expect(isValidContact('@WHATSAPP', '')).toBe(false);
  });
});

describe('splitPasted', () => {
  it('splits on newline, comma, semicolon and space', () => {
    const text = 'ana@exemplo.com\nbia@exemplo.com,caio@exemplo.com;davi@exemplo.com eva@exemplo.com\r\nfabio@exemplo.com';
    expect(splitPasted(text, [])).toEqual([
      'ana@exemplo.com',
      'bia@exemplo.com',
      'caio@exemplo.com',
      'davi@exemplo.com',
      'eva@exemplo.com',
      'fabio@exemplo.com',
    ]);
  });
  it('keeps only items longer than 10 characters', () => {
    expect(splitPasted('a@b.com.br 1234567890 12345678901 abcdefghijk', [])).toEqual(['12345678901', 'abcdefghijk']);
  });
  it('drops empty items from repeated separators', () => {
    expect(splitPasted(',,;\n\n  ana@exemplo.com ;; ', [])).toEqual(['ana@exemplo.com']);
  });
  it('skips items already present and repeats within the paste', () => {
    expect(splitPasted('ana@exemplo.com bia@exemplo.com bia@exemplo.com', ['ana@exemplo.com'])).toEqual(['bia@exemplo.com']);
  });
  it('drops items matching the pattern (global flag or not)', () => {
    const text = 'email@header.x ana@exemplo.com telefone-coluna';
    expect(splitPasted(text, [], /^(email|telefone)/i)).toEqual(['ana@exemplo.com']);
    expect(splitPasted('xxxxxxxxxxx1 xxxxxxxxxxx2 yyyyyyyyyyy', [], /x/g)).toEqual(['yyyyyyyyyyy']);
  });
  it('with NOT_A_CONTACT, drops names and headers pasted with the contacts', () => {
    const text = 'Telefone/WhatsApp\nMaria Albuquerque (81)99876-5432\nana@exemplo.com';
    expect(splitPasted(text, [], NOT_A_CONTACT)).toEqual(['(81)99876-5432', 'ana@exemplo.com']);
  });
  it('returns nothing for empty text', () => {
    expect(splitPasted('', ['ana@exemplo.com'])).toEqual([]);
  });
});
