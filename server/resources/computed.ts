/**
 * Fields a resource adds to every record it answers, computed from the stored ones
 * (events: `eventDate`). One entry per resource name; the generic service applies them, so
 * lists, records and custom routes answer the same shape.
 */
import type { Db } from '../db/types';
import type { Scope } from './records/scope';
import { eventDate } from './events/eventDate';
import { AFFILIATE_SALES } from './affiliates/sales';
import { TICKET_LINKS } from './tickets/links';
import { LOT_FIGURES } from './lots/sold';
import { CUSTOMER_FIGURE_SCHEMA } from './customers/figures';

type Row = Record<string, unknown>;

export interface ComputedFields {
  compute?: (record: Row) => Row;
  /**
   * Fields that need the database (another table, the business's domain): called once per
   * answered page with its records, answers the added fields of each, in order.
   */
  load?: (db: Db, scope: Scope, records: Row[]) => Promise<Row[]>;
  /** JSON Schema of the added properties (OpenAPI). */
  schema: Record<string, unknown>;
}

export const COMPUTED_FIELDS: Record<string, ComputedFields> = {
  affiliates: AFFILIATE_SALES,
  tickets: TICKET_LINKS,
  lots: LOT_FIGURES,
  // Summed by the customers' own routes (server/resources/customers), within the list's filters.
  customers: { schema: CUSTOMER_FIGURE_SCHEMA },
  events: {
    compute: (r) => ({ eventDate: eventDate(r.startAt as string | null, r.endAt as string | null) }),
    schema: {
      eventDate: {
        type: 'object',
        description: 'start and end day / abbreviated pt-BR month in America/Sao_Paulo; one entry when they coincide',
        properties: { days: { type: 'array', items: { type: 'string' } }, months: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
};
