/**
 * A participant's registration, checked the same way by the forms (on-site registration in the
 * accreditation area, self-registration on /accreditation-participant) and by the server: the
 * fixed fields every form asks, then the answers to the accreditation's own questions.
 * Isomorphic; messages are catalogue keys, issues are reported on the field that caused them.
 */
import { isCpf, isPhone, onlyDigits } from '../brazil';
import { optionsOf, type FieldKind } from './fieldKinds';

export interface FormField {
  id: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  options?: string | null;
}

export type Answer = string | string[];

export interface ParticipantInput {
  name: string;
  email: string;
  phone?: string | null;
  document?: string | null;
  answers?: Record<string, Answer>;
}

/** The participant as stored: digits for phone and CPF, answers keyed by field id. */
export interface ParticipantValues {
  name: string;
  email: string;
  phone: string | null;
  document: string | null;
  answers: Record<string, Answer>;
}

export interface Issue {
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const NAME_MAX = 120;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The issue of one answer to a question of the form, if any; the answer's key is `answers.{id}`. */
function answerIssue(field: FormField, value: unknown): string | null {
  if (blank(value)) return field.required ? 'validation.required' : null;
  const options = optionsOf(field.options);
  switch (field.kind) {
    case '@MULTIPLE':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && options.includes(v)) ? null : 'validation.choice';
    case '@SINGLE':
      return typeof value === 'string' && options.includes(value) ? null : 'validation.choice';
    case '@EMAIL':
      return typeof value === 'string' && EMAIL.test(value.trim()) ? null : 'validation.email';
    case '@PHONE':
      return typeof value === 'string' && isPhone(value) ? null : 'validation.phone';
    case '@CPF':
      return typeof value === 'string' && isCpf(value) ? null : 'validation.cpf';
    case '@DATE':
      return typeof value === 'string' && isIsoDate(value) ? null : 'validation.date';
    default:
      return typeof value === 'string' && value.length <= 2000 ? null : 'validation.maxLength';
  }
}

/** The registration checked against the accreditation's questions: issues, or the values to store. */
export function checkParticipant(input: Partial<ParticipantInput>, fields: readonly FormField[]): { issues: Issue[]; values?: ParticipantValues } {
  const issues: Issue[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) issues.push({ field: 'name', message: 'validation.required' });
  else if (name.length > NAME_MAX) issues.push({ field: 'name', message: 'validation.maxLength' });
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  if (!email) issues.push({ field: 'email', message: 'validation.required' });
  else if (!EMAIL.test(email) || email.length > 254) issues.push({ field: 'email', message: 'validation.email' });
  const phone = blank(input.phone) ? null : onlyDigits(input.phone);
  if (phone !== null && !isPhone(phone)) issues.push({ field: 'phone', message: 'validation.phone' });
  const document = blank(input.document) ? null : onlyDigits(input.document);
  if (document !== null && !isCpf(document)) issues.push({ field: 'document', message: 'validation.cpf' });

  const given = input.answers && typeof input.answers === 'object' && !Array.isArray(input.answers) ? input.answers : {};
  const answers: Record<string, Answer> = {};
  for (const field of fields) {
    const value = (given as Record<string, unknown>)[field.id];
    const issue = answerIssue(field, value);
    if (issue) issues.push({ field: `answers.${field.id}`, message: issue });
    else if (!blank(value)) answers[field.id] = field.kind === '@PHONE' || field.kind === '@CPF' ? onlyDigits(value) : typeof value === 'string' ? value.trim() : (value as string[]);
  }
  for (const key of Object.keys(given)) if (!fields.some((f) => f.id === key)) issues.push({ field: `answers.${key}`, message: 'validation.unknownField' });
  if (issues.length) return { issues };
  return { issues, values: { name, email, phone, document, answers } };
}
