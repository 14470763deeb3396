/**
 * Text <-> integer units of the money, percent and quantity inputs, as a Brazilian types them
 * (docs/decisions.md, "Number inputs"). Pure: no React, so the rules are unit tested alone.
 *
 * A value is an integer of 10^-scale units: cents for money (scale 2), hundredths for a percent
 * (scale 2), the number itself for a quantity (scale 0).
 */

export interface DecimalOptions {
  /** Decimal places kept (2 for money and percent, 0 for quantities). */
  scale: number;
  /** The largest value, in units (cents, hundredths). */
  max: number;
}

/** R$ 10.000.000.000,00 (spec 1 section 5) in cents. */
export const MONEY_MAX_CENTS = 1_000_000_000_000;
/** 99,99% (the '00,00%' mask of spec 1 section 5) in hundredths. */
export const PERCENT_MAX_HUNDREDTHS = 9999;

export const MONEY: DecimalOptions = { scale: 2, max: MONEY_MAX_CENTS };
export const PERCENT: DecimalOptions = { scale: 2, max: PERCENT_MAX_HUNDREDTHS };

/** What a text means: `null` for an empty field; `undefined` when the text is refused. */
export type Parsed = number | null | undefined;

/** The text without what the user may paste or type around the number: 'R$', '%', spaces. */
export const cleanDecimalText = (text: string) => text.replace(/R\$/gi, '').replace(/[%\s\u00a0]/g, '');

/**
 * The value of a typed or pasted text, or `undefined` when it is refused (a letter, a second
 * ',', more decimals than `scale`, above `max`). With a ',' the ',' is the decimal separator and
 * every '.' groups thousands ('1.234,56'); without one, a single '.' followed by at most `scale`
 * digits is the decimal separator ('1234.56', '12.5', '1234.' while typing), any other '.'
 * groups thousands ('1.234', '1.000.000').
 */
export function parseDecimalText(text: string, { scale, max }: DecimalOptions): Parsed {
  const clean = cleanDecimalText(text);
  if (clean === '') return null;
  if (!/^[\d.,]+$/.test(clean)) return undefined;
  let whole: string;
  let fraction = '';
  const commas = clean.split(',');
  // A quantity has no decimal separator to type.
  if (commas.length > (scale > 0 ? 2 : 1)) return undefined;
  if (commas.length === 2) {
    if (commas[1].includes('.')) return undefined;
    [whole, fraction] = [commas[0].replace(/\./g, ''), commas[1]];
  } else {
    const dots = clean.split('.');
    const decimalDot = scale > 0 && dots.length === 2 && dots[1].length <= scale;
    [whole, fraction] = decimalDot ? [dots[0], dots[1]] : [clean.replace(/\./g, ''), ''];
  }
  if (fraction.length > scale) return undefined;
  whole = whole.replace(/^0+(?=\d)/, '');
  // Beyond 15 digits the value passes any maximum here and leaves the exact integers of a double.
  if (whole.length > 15) return undefined;
  const value = Number(whole || '0') * 10 ** scale + Number(fraction.padEnd(scale, '0') || '0');
  return value > max ? undefined : value;
}

const formatters = new Map<number, Intl.NumberFormat>();
const formatter = (scale: number) => {
  let f = formatters.get(scale);
  if (!f) formatters.set(scale, (f = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: scale, maximumFractionDigits: scale })));
  return f;
};

/** 123456 -> '1.234,56' (scale 2); 1500 -> '1.500' (scale 0); anything not a number -> ''. */
export function formatDecimal(value: unknown, scale: number): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  return formatter(scale).format(n / 10 ** scale);
}

/** 1250 -> '12,50%'; not a number -> ''. */
export const formatPercent = (hundredths: unknown) => {
  const text = formatDecimal(hundredths, 2);
  return text && `${text}%`;
};
