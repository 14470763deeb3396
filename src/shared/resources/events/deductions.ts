/**
 * The borderô's rates (issue 13; docs/reports.md, "Borderô"): ISS, ECAD and the gateway fee, in
 * hundredths of a percent, set by staff on the borderô page. Stored as event columns (duplicate
 * copies them), read-only through the generic PATCH /events/{id}: only
 * PATCH /events/{id}/reports/deductions writes them, validated by `reportDeductions` below, the
 * same definition the page's form resolves with.
 */
import { defineResource, type FieldDefinition } from '../../definition';

/** 100,00%: a rate is a share of the revenue. */
export const MAX_RATE = 10_000;

const K = 'resources.reports.bordero.errors.'; // a prefix: every key under it is in the catalogues
const rate = (writable: boolean): FieldDefinition => ({
  type: 'percent',
  min: 0,
  max: MAX_RATE,
  ...(writable ? { required: true } : { readOnly: true, defaultValue: 0 }),
  messages: { min: `${K}rateMin`, max: `${K}rateMax`, required: `${K}rateRequired`, invalid: `${K}rateInvalid` },
});

export const DEDUCTION_NAMES = ['issRate', 'ecadRate', 'gatewayRate'] as const;
export type DeductionName = (typeof DEDUCTION_NAMES)[number];

/** Spread into the event definition. */
export const DEDUCTION_FIELDS: Record<DeductionName, FieldDefinition> = {
  issRate: rate(false),
  ecadRate: rate(false),
  gatewayRate: rate(false),
};

/** The body of PATCH /events/{id}/reports/deductions, as a form definition (no table, no routes). */
export const reportDeductions = defineResource({
  name: 'reportDeductions',
  path: '/events/:eventId/reports/deductions',
  icon: 'Assessment',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'issRate',
  permissions: {},
  fields: { issRate: rate(true), ecadRate: rate(true), gatewayRate: rate(true) },
  list: { perPage: 10, sort: { field: 'id', order: 'ASC' }, columns: [], card: { title: 'id', lines: [] } },
});

export type DeductionRates = Record<DeductionName, number>;

/** The rates of an event record (0 for rows older than the fields). */
export const deductionsOf = (event: Record<string, unknown>): DeductionRates =>
  Object.fromEntries(DEDUCTION_NAMES.map((n) => [n, typeof event[n] === 'number' ? (event[n] as number) : Number(event[n] ?? 0) || 0])) as DeductionRates;
