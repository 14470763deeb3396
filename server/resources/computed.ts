/**
 * Fields a resource adds to every record it answers, computed from the stored ones
 * (events: `eventDate`). One entry per resource name; the generic service applies them, so
 * lists, records and custom routes answer the same shape.
 */
import { eventDate } from './events/eventDate';

type Row = Record<string, unknown>;

export interface ComputedFields {
  compute: (record: Row) => Row;
  /** JSON Schema of the added properties (OpenAPI). */
  schema: Record<string, unknown>;
}

export const COMPUTED_FIELDS: Record<string, ComputedFields> = {
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
