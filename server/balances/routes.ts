/**
 * Balances beyond their generated CRUD (spec 1 section 7): GET /events/{id}/balances/details, the
 * event's settlement, for who may list the balances. The list, record and writes are the
 * definition's (src/shared/resources/balances/definition.ts).
 */
import type { ResourceRouteContext } from '../routes/extraRoutes';
import { authOf } from '../auth/guard';
import { eventSettlement } from './settlement';

const money = { type: 'integer', description: 'cents' };
const sum = { type: 'object', properties: { count: { type: 'integer' }, total: money } };

export function registerBalanceRoutes({ app, db, base, tags, errors, guard }: ResourceRouteContext): void {
  app.get(
    `${base}/details`,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description:
          "The event's settlement: its net sales (what buyers paid for tickets, fees excluded, less the ticket part of refunds done and the box office's POS fees) plus its credits less its debits = owed to the producer",
        params: { type: 'object', properties: { eventId: { type: 'string', format: 'uuid' } } },
        response: {
          200: {
            type: 'object',
            properties: {
              eventId: { type: 'string', format: 'uuid' },
              sales: {
                type: 'object',
                properties: { orders: { type: 'integer' }, tickets: { type: 'integer' }, ticketSales: money, refunds: money, posFees: money, net: money },
              },
              credits: sum,
              debits: sum,
              owed: { ...money, description: 'cents owed to the producer; negative when the producer owes the ticket office' },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => eventSettlement(db, authOf(request).bid, (request.params as { eventId: string }).eventId),
  );
}
