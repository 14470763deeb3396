/** The number inputs' text rules (decimalText.ts) and the phone paste (brazil.ts), as a Brazilian types and pastes. */
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent, MONEY, parseDecimalText, PERCENT } from '../../src/framework/inputs/decimalText';
import { nationalPhoneDigits } from '../../src/shared/brazil';

const money = (text: string) => parseDecimalText(text, MONEY);
const percent = (text: string) => parseDecimalText(text, PERCENT);
const quantity = (text: string) => parseDecimalText(text, { scale: 0, max: 1_000_000 });

describe('money text', () => {
  it('reads the pasted forms of R$ 1.234,56 as 123456 cents', () => {
    for (const text of ['1.234,56', '1234,56', 'R$ 1.234,56', 'R$\u00a01.234,56', '1234.56', ' 1 234,56 ']) expect(money(text), text).toBe(123456);
  });

  it('reads each step of typing 1.234,56 without a jump', () => {
    const steps = ['1', '1.', '1.2', '1.23', '1.234', '1.234,', '1.234,5', '1.234,56'];
    expect(steps.map(money)).toEqual([100, 100, 120, 123, 123400, 123400, 123450, 123456]);
  });

  it('takes dots as thousands unless one dot is followed by at most 2 digits', () => {
    expect(money('8990')).toBe(899000);
    expect(money('1.234')).toBe(123400);
    expect(money('1.000.000')).toBe(100000000);
    expect(money('12.5')).toBe(1250);
    expect(money('1234.')).toBe(123400);
    expect(money(',5')).toBe(50);
    expect(money('0,05')).toBe(5);
  });

  it('is empty for an empty text and refuses a third decimal, a letter, two commas and more than the maximum', () => {
    expect(money('')).toBeNull();
    expect(money('R$ ')).toBeNull();
    for (const text of ['1,234', '1.234,567', '12a', '1,2,3', '-5', '1,2.3']) expect(money(text), text).toBeUndefined();
    expect(money('10.000.000.000,00')).toBe(1_000_000_000_000);
    expect(money('10.000.000.000,01')).toBeUndefined();
    expect(money('99999999999999999999')).toBeUndefined();
  });

  it('formats cents in pt-BR', () => {
    expect(formatDecimal(123456, 2)).toBe('1.234,56');
    expect(formatDecimal(899000, 2)).toBe('8.990,00');
    expect(formatDecimal(5, 2)).toBe('0,05');
    expect(formatDecimal(1_000_000_000_000, 2)).toBe('10.000.000.000,00');
    expect(formatDecimal(null, 2)).toBe('');
  });
});

describe('percent text', () => {
  it('reads 12,5 as 1250 and 12 as 1200, up to 99,99', () => {
    expect(percent('12,5')).toBe(1250);
    expect(percent('12')).toBe(1200);
    expect(percent('12,5%')).toBe(1250);
    expect(percent('99,99')).toBe(9999);
    expect(percent('100')).toBeUndefined();
    expect(percent('12,345')).toBeUndefined();
    expect(formatPercent(1250)).toBe('12,50%');
    expect(formatPercent(5)).toBe('0,05%');
    expect(formatPercent(null)).toBe('');
  });
});

describe('quantity text', () => {
  it('reads 1.500 as 1500, refuses decimals and shows the grouping', () => {
    expect(quantity('1.500')).toBe(1500);
    expect(quantity('1500')).toBe(1500);
    expect(quantity('1.5')).toBe(15);
    expect(quantity('1,5')).toBeUndefined();
    expect(quantity('1.500,')).toBeUndefined();
    expect(quantity('2000000')).toBeUndefined();
    expect(formatDecimal(1500, 0)).toBe('1.500');
  });
});

describe('pasted phone', () => {
  it('drops the country code 55, the trunk 0 and a carrier code', () => {
    expect(nationalPhoneDigits('+55 (81) 98765-4321')).toBe('81987654321');
    expect(nationalPhoneDigits('55 81 3322-4455')).toBe('8133224455');
    expect(nationalPhoneDigits('0 81 98765-4321')).toBe('81987654321');
    expect(nationalPhoneDigits('(081) 3322-4455')).toBe('8133224455');
    expect(nationalPhoneDigits('0 15 81 98765-4321')).toBe('81987654321');
    expect(nationalPhoneDigits('(55) 99876-5432')).toBe('55998765432'); // area code 55, no country code
    expect(nationalPhoneDigits('(81) 98765-4321')).toBe('81987654321');
    expect(nationalPhoneDigits('98765')).toBe('98765');
  });
});
