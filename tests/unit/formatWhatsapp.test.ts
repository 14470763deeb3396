import { describe, expect, it } from 'vitest';
import { formatWhatsapp } from '../../src/framework/format';
import { normaliseWhatsapp } from '../../src/shared/resources/courtesies/contacts';

describe('formatWhatsapp', () => {
  it('writes a stored mobile (13 digits) as +55 (DDD) 00000-0000', () => {
    expect(formatWhatsapp('5581977772222')).toBe('+55 (81) 97777-2222');
  });

  it('writes a stored landline (12 digits) as +55 (DDD) 0000-0000', () => {
    expect(formatWhatsapp('558132221000')).toBe('+55 (81) 3222-1000');
  });

  it('formats whatever the sending screen stores', () => {
    expect(formatWhatsapp(normaliseWhatsapp('(11) 98765-4321'))).toBe('+55 (11) 98765-4321');
    expect(formatWhatsapp(normaliseWhatsapp('0 81 3322-4455'))).toBe('+55 (81) 3322-4455');
  });

  it('leaves what is not a Brazilian number of those lengths as it is', () => {
    expect(formatWhatsapp('4915112345678')).toBe('4915112345678');
    expect(formatWhatsapp('55819777722')).toBe('55819777722');
    expect(formatWhatsapp('')).toBe('');
  });
});
