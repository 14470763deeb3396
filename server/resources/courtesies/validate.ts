/**
 * The send body (docs/api-contract.md, "Courtesies"): {ticketId, lotId, type, contacts, names?, force?},
 * with the spec's messages. Contacts are normalised by the module the sending screen uses.
 */
import type { Issue } from '../../errors';
import { isUuid } from '../ids';
import { COURTESY_SEND_TYPES, isValidContact, normaliseContact, type CourtesySendType } from '../../../src/shared/resources/courtesies/contacts';

export const MAX_CONTACTS = 100_000;
/** A file of 100,000 bad rows must not answer 100,000 issues. */
const MAX_ISSUES = 200;
const E = 'server.courtesies.errors.';

export interface SendInput {
  ticketId: string;
  lotId: string;
  type: CourtesySendType;
  /** Normalised, first occurrence of each kept (with its name). */
  contacts: string[];
  names: (string | null)[];
  force: boolean;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function parseSendBody(body: unknown): { input?: SendInput; issues: Issue[] } {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const issues: Issue[] = [];
  if (blank(b.ticketId)) issues.push({ field: 'ticketId', message: `${E}ticketRequired` });
  else if (!isUuid(b.ticketId)) issues.push({ field: 'ticketId', message: `${E}ticketInvalid` });
  if (blank(b.lotId)) issues.push({ field: 'lotId', message: `${E}lotRequired` });
  else if (!isUuid(b.lotId)) issues.push({ field: 'lotId', message: `${E}ticketInvalid` });
  const type = b.type as CourtesySendType;
  const typeOk = COURTESY_SEND_TYPES.includes(type);
  if (blank(b.type)) issues.push({ field: 'type', message: `${E}typeRequired` });
  else if (!typeOk) issues.push({ field: 'type', message: 'validation.choice' });
  if (b.force !== undefined && b.force !== null && typeof b.force !== 'boolean') issues.push({ field: 'force', message: 'validation.boolean' });

  const raw = b.contacts;
  if (!Array.isArray(raw) || raw.length === 0) {
    issues.push({ field: 'contacts', message: `${E}contactRequired` });
    return { issues };
  }
  if (raw.length > MAX_CONTACTS) return { issues: [...issues, { field: 'contacts', message: `${E}tooManyContacts` }] };
  const names = b.names;
  if (names !== undefined && names !== null && (!Array.isArray(names) || names.length !== raw.length || names.some((n) => n !== null && typeof n !== 'string'))) {
    issues.push({ field: 'names', message: `${E}namesLength` });
  }

  const contacts: string[] = [];
  const keptNames: (string | null)[] = [];
  const seen = new Set<string>();
  let contactIssues = 0;
  for (let i = 0; i < raw.length; i++) {
    const value = raw[i];
    let message: string | undefined;
    if (typeof value !== 'string' || value.trim() === '') message = `${E}contactRequired`;
    else if (typeOk && !isValidContact(type, value)) message = type === '@EMAIL' ? 'validation.email' : 'validation.phone';
    if (message) {
      if (contactIssues++ < MAX_ISSUES) issues.push({ field: `contacts.${i}`, message });
      continue;
    }
    if (!typeOk) continue;
    const contact = normaliseContact(type, value as string);
    if (seen.has(contact)) continue; // the same guest twice in one file gets one courtesy
    seen.add(contact);
    contacts.push(contact);
    const name = Array.isArray(names) && typeof names[i] === 'string' ? (names[i] as string).trim().slice(0, 200) : '';
    keptNames.push(name || null);
  }
  if (issues.length) return { issues };
  return { input: { ticketId: b.ticketId as string, lotId: b.lotId as string, type, contacts, names: keptNames, force: b.force === true }, issues };
}
