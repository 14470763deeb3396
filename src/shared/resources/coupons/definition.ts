import { defineResource, resourceMessages, type RuleIssue } from '../../definition';
import { endAfterStart } from '../../dateRules';
import { eventPartPermissions } from '../events/codes';
import { MAX_MONEY_CENTS } from '../optionItems/definition';

export const COUPON_TYPES = ['@PERCENT', '@FIXED'] as const;
/** 99,99% in hundredths of a percent (spec 1 section 5, percent mask). */
export const MAX_PERCENT_HUNDREDTHS = 9999;

const endRule = endAfterStart('startAt', 'endAt', 'resources.coupons.errors.endBeforeStart');

function couponRules(v: Record<string, unknown>): RuleIssue[] {
  const issues = endRule(v);
  if (v.type === '@PERCENT' && typeof v.value === 'number' && v.value > MAX_PERCENT_HUNDREDTHS) {
    issues.push({ field: 'value', message: 'resources.coupons.errors.percentMax' });
  }
  return issues;
}

/**
 * Discount coupons of an event (spec 1 sections 2.3, 3, 7). `value` is hundredths of a
 * percent for @PERCENT (12,50% = 1250) and cents for @FIXED. Codes are kept in capitals
 * without spaces and are unique within the event; `quantity` is what is left to use
 * (a card with 0 is dimmed).
 */
export const coupons = defineResource({
  name: 'coupons',
  path: '/events/:eventId/coupons',
  icon: 'LocalOffer',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'code',
  permissions: eventPartPermissions(),
  fields: {
    code: { type: 'text', required: true, max: 30, unique: 'parent', messages: { unique: 'resources.coupons.errors.duplicateCode' } },
    type: { type: 'choice', choices: COUPON_TYPES, required: true, defaultValue: '@PERCENT' },
    value: { type: 'integer', required: true, min: 1, max: MAX_MONEY_CENTS, messages: { min: 'resources.coupons.errors.valueMin' } },
    quantity: { type: 'integer', required: true, min: 0, max: 10_000_000 },
    startAt: { type: 'datetime' },
    endAt: { type: 'datetime' },
  },
  rules: couponRules,
  beforeSave: (v) => ({ ...v, code: typeof v.code === 'string' ? v.code.replace(/\s+/g, '').toUpperCase() : v.code }),
  list: {
    perPage: 10,
    sort: { field: 'createdAt', order: 'DESC' },
    search: ['code'],
    columns: ['code', 'type', 'value', 'quantity', 'startAt', 'endAt'],
    card: { title: 'code', lines: ['value', 'quantity'] },
  },
  messages: resourceMessages('coupons'),
});
