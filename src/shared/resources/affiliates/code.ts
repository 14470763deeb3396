/**
 * Affiliate codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I), so a
 * code read aloud or typed from a printed link survives. 32^8 ≈ 10^12 codes; uniqueness is
 * still enforced by the table's unique index (docs/decisions.md, "Affiliates").
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // 32: a byte maps without bias
export const AFFILIATE_CODE_LENGTH = 8;

export const newAffiliateCode = () => randomCode(AFFILIATE_CODE_LENGTH);

/** A code of `length` characters from the look-alike-free alphabet (also hidden ticket links). */
export function randomCode(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}
