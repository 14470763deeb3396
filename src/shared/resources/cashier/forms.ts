/**
 * The small forms of the box office as form definitions (no table, no routes of their own): the
 * shared schema validates them in the browser and in the API, and the API documents its bodies
 * from them (definitionSchema), so each rule and message lives once (docs/cashier.md).
 */
import { defineResource, type FieldDefinition, type ResourceDefinition } from '../../definition';
import { MAX_MONEY_CENTS } from '../optionItems/definition';
import { CASHIER_TENDERS } from './money';

const form = (name: string, fields: Record<string, FieldDefinition>): ResourceDefinition =>
  defineResource({
    name,
    path: `/cashier/${name}`,
    icon: 'PointOfSale',
    modules: ['@M_EVENTS'],
    recordRepresentation: Object.keys(fields)[0],
    permissions: {},
    fields,
    list: { perPage: 10, sort: { field: 'id', order: 'ASC' }, columns: [], card: { title: 'id', lines: [] } },
  });

const money = (required = true): FieldDefinition => ({ type: 'money', required, min: 0, max: MAX_MONEY_CENTS });

/** POST /cashier/sessions: the change fund put in the drawer. */
export const cashOpening = form('cashOpening', { openingFloat: money() });

/** POST /cashier/sessions/{id}/close: what was counted per tender (cash in the drawer, card and Pix receipts). */
export const cashClosing = form('cashClosing', {
  ...Object.fromEntries(CASHIER_TENDERS.map((t) => [`counted.${t}`, money()])),
  note: { type: 'longText', max: 500 },
});

/** PATCH /cashier/settings: the largest manual discount of a seller with @CAN.APPLY.DISCOUNT.ON.SELL. */
export const cashierSettings = form('cashierSettings', {
  discountLimit: { type: 'percent', required: true, min: 0, max: 9999, messages: { max: 'app.cashier.errors.limitMax' } },
});
