/** OpenAPI of the sale's body (POST /cashier/orders), from the shared limits and the buyer's form definition. */
import { definitionSchema } from '../openapi';
import { cashierBuyer } from '../../src/shared/resources/cashier/buyer';
import { CASHIER_TENDERS } from '../../src/shared/resources/cashier/money';
import { BIN_DIGITS, MAX_COUPON_LENGTH, MAX_INSTALLMENTS, MAX_LINE_QUANTITY, MAX_SALE_LINES, MAX_TENDERS } from '../../src/shared/resources/cashier/saleInput';
import { MAX_MONEY_CENTS } from '../../src/shared/resources/optionItems/definition';

const uuid = { type: 'string', format: 'uuid' };
const buyerSchema = (definitionSchema(cashierBuyer, 'create').properties as Record<string, object>).buyer;

export const saleBodySchema = {
  type: 'object',
  required: ['eventId', 'items'],
  properties: {
    requestId: { type: ['string', 'null'], format: 'uuid', description: 'a new uuid per sale attempt: the same id again answers the order already made' },
    eventId: uuid,
    sessionId: { type: ['string', 'null'], format: 'uuid', description: 'the event session, when its lots are sold per session' },
    items: {
      type: 'array',
      maxItems: MAX_SALE_LINES,
      items: { type: 'object', required: ['lotId', 'quantity'], properties: { lotId: uuid, quantity: { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY } } },
    },
    buyer: { ...buyerSchema, type: ['object', 'null'], description: 'optional; an e-mail and/or a WhatsApp number receive the tickets' },
    couponCode: { type: ['string', 'null'], maxLength: MAX_COUPON_LENGTH },
    discount: { type: ['integer', 'null'], minimum: 0, maximum: MAX_MONEY_CENTS, description: 'cents off the order after its coupon; needs @CAN.APPLY.DISCOUNT.ON.SELL and stays within the business limit unless ...WITHOUT.LIMIT' },
    payments: {
      type: 'array',
      maxItems: MAX_TENDERS,
      description: 'tenders that pay the total: cards and Pix at most the total, one cash tender with what was handed over (the rest is change)',
      items: {
        type: 'object',
        required: ['method', 'amount'],
        properties: {
          method: { type: 'string', enum: [...CASHIER_TENDERS] },
          amount: { type: 'integer', minimum: 1, maximum: MAX_MONEY_CENTS, description: 'cents; for cash, what the buyer handed over' },
          cardBin: { type: ['string', 'null'], minLength: BIN_DIGITS, maxLength: BIN_DIGITS, description: "the card's first six digits (required for tickets restricted to card BINs)" },
          installments: { type: ['integer', 'null'], minimum: 1, maximum: MAX_INSTALLMENTS },
        },
      },
    },
  },
};
