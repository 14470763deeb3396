import { defineResource, resourceMessages, type RuleIssue } from '../../definition';
import { eventPartPermissions } from '../events/codes';

export const TICKET_TYPES = ['@SINGLE', '@MULTIPLE'] as const;
/** @ENTIRE (Inteira) is the default category. */
export const TICKET_CATEGORIES = ['@HALF', '@ENTIRE', '@COURTESY', '@SUPPORTIVE', '@OTHERS'] as const;
/** Validation methods are @QR_CODE and @FACIAL; only QR code is offered (spec 1 section 9). */
export const TICKET_MODES = ['@QR_CODE'] as const;
/** amountMultiple is typed in at most 3 characters. */
export const AMOUNT_MULTIPLE_MAX = 999;

function ticketRules(v: Record<string, unknown>): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (v.type === '@MULTIPLE' && v.amountMultiple == null) issues.push({ field: 'amountMultiple', message: 'validation.required' });
  if (v.category === '@OTHERS' && (v.otherName == null || v.otherName === '')) issues.push({ field: 'otherName', message: 'validation.required' });
  return issues;
}

/**
 * Tickets of a sector (spec 1 sections 3, 4, 5, 7): what a buyer chooses (Inteira, Meia...),
 * each sold through its lots. @MULTIPLE admits `amountMultiple` people with one ticket.
 * showInSite and showInPOS change through their own calls (show-in-site, show-in-pos), so the
 * edit form cannot flip them by accident; the API adds posIds, binIds and hiddenLink
 * (server/resources/tickets/links.ts).
 */
export const tickets = defineResource({
  name: 'tickets',
  path: '/events/:eventId/:sectorId/tickets',
  parents: { sectorId: 'sectors' },
  icon: 'ConfirmationNumber',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'title',
  ordered: true,
  permissions: eventPartPermissions(),
  fields: {
    title: { type: 'text', required: true, max: 80 },
    description: { type: 'longText', max: 500 },
    type: { type: 'choice', choices: TICKET_TYPES, required: true, defaultValue: '@SINGLE' },
    amountMultiple: {
      type: 'integer',
      min: 1,
      max: AMOUNT_MULTIPLE_MAX,
      messages: { invalid: 'validation.number', min: 'resources.tickets.errors.amountMultipleMin', max: 'resources.tickets.errors.amountMultipleMax' },
    },
    category: { type: 'choice', choices: TICKET_CATEGORIES, required: true, defaultValue: '@ENTIRE' },
    otherName: { type: 'text', max: 60 },
    mode: { type: 'choice', choices: TICKET_MODES, required: true, defaultValue: '@QR_CODE' },
    showInSite: { type: 'boolean', readOnly: true, defaultValue: true },
    showInPOS: { type: 'boolean', readOnly: true, defaultValue: true },
  },
  rules: ticketRules,
  // Spec 1 section 4: otherName only with @OTHERS, amountMultiple only with @MULTIPLE.
  beforeSave: (v) => ({
    ...v,
    amountMultiple: v.type === '@MULTIPLE' ? v.amountMultiple : null,
    otherName: v.category === '@OTHERS' ? v.otherName : null,
  }),
  list: {
    perPage: 20,
    sort: { field: 'index', order: 'ASC' },
    search: ['title'],
    columns: ['title', 'category', 'type'],
    card: { title: 'title', lines: ['category', 'type'] },
  },
  messages: resourceMessages('tickets'),
});
