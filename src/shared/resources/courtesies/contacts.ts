/**
 * Courtesy contacts: one pure module shared by the sending screen and the API, so the browser
 * and the server normalise, split and validate a contact the same way (spec 1 section 5).
 * No React, no Node: it runs in a Web Worker too.
 */

export type CourtesySendType = '@EMAIL' | '@WHATSAPP';

export const COURTESY_SEND_TYPES: readonly CourtesySendType[] = ['@EMAIL', '@WHATSAPP'];

/** E-mails are compared and stored trimmed and lowercased. */
export function normaliseEmail(value: string): string {
  return (value ?? '').trim().toLowerCase();
}

/**
 * WhatsApp numbers become digits with the country code: under 10 digits → '' (unusable);
 * exactly 10 (area code + 8-digit landline) → '55' + digits; already '55' + 10 or 11 digits → kept;
 * otherwise the last 11 digits (area code + mobile, dropping a stray prefix) get '55'. Leading
 * zeros go first: a trunk 0 ('0 81 3322-4455') or a carrier code ('0 15 81 ...') is how long-distance
 * numbers are written in Brazil, never part of the number.
 */
export function normaliseWhatsapp(value: string): string {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 10) return '';
  if (digits.length === 10) return `55${digits}`;
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) return digits;
  return `55${digits.slice(-11)}`;
}

export function normaliseContact(type: CourtesySendType, value: string): string {
  return type === '@WHATSAPP' ? normaliseWhatsapp(value) : normaliseEmail(value);
}

// Deliberately simple: one @, no spaces, a dot in the domain; the mail server is the real judge.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// '55' + area code (2 digits, no leading 0) + 8 or 9 digits.
const WHATSAPP = /^55[1-9]\d{9,10}$/;

/** Whether the contact is usable once normalised (the value may be raw or already normalised). */
export function isValidContact(type: CourtesySendType, value: string): boolean {
  return isValidNormalised(type, normaliseContact(type, value));
}

/** The same check on a value `normaliseContact` already returned: a 100,000-row CSV normalises each once. */
export function isValidNormalised(type: CourtesySendType, normalised: string): boolean {
  return type === '@WHATSAPP' ? WHATSAPP.test(normalised) : EMAIL.test(normalised);
}

/**
 * Pasted items dropped as not being contacts of either kind: no digit and no '@' (a name, or a
 * column header such as 'Telefone/WhatsApp' copied with the column).
 */
export const NOT_A_CONTACT = /^[^\d@]*$/;

/**
 * Splits pasted text into new contacts: on newline, comma, semicolon and space (tabs too); keeps
 * only items longer than 10 characters, not already in `existing` nor repeated in the paste, and
 * not matching `dropPattern`. Returns only the items to add, trimmed, in paste order.
 */
export function splitPasted(text: string, existing: readonly string[] = [], dropPattern?: RegExp): string[] {
  const seen = new Set(existing.map((item) => (item ?? '').trim()));
  const added: string[] = [];
  for (const raw of (text ?? '').split(/[\r\n,;\t ]+/)) {
    const item = raw.trim();
    if (item.length <= 10 || seen.has(item)) continue;
    if (dropPattern && new RegExp(dropPattern.source, dropPattern.flags.replace('g', '')).test(item)) continue;
    seen.add(item);
    added.push(item);
  }
  return added;
}
