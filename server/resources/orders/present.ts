/** Order rows as the API answers them: camelCase, money as integer cents, dates ISO 8601 UTC. */
export interface OrderListRow {
  id: string;
  code: string;
  status: string;
  channel: string;
  event_id: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_cpf: string | null;
  customer_phone: string | null;
  coupon_code: string | null;
  coupon_discount: string | number;
  discount: string | number;
  fees: string | number;
  total: string | number;
  paid_at: Date | string | null;
  canceled_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  event_title?: string | null;
  payment_methods?: string[] | null;
  tickets?: number | null;
}

export const iso = (v: Date | string | null | undefined): string | null => (v == null ? null : new Date(v).toISOString());
const money = (v: string | number | null | undefined) => Number(v ?? 0);

/** One order of the list (GET /orders), also the head of the record (GET /orders/{id}). */
export function presentOrder(r: OrderListRow) {
  return {
    id: r.id,
    code: r.code,
    status: r.status,
    channel: r.channel,
    eventId: r.event_id,
    event: { id: r.event_id, title: r.event_title ?? null },
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerCpf: r.customer_cpf,
    customerPhone: r.customer_phone,
    couponCode: r.coupon_code,
    couponDiscount: money(r.coupon_discount),
    discount: money(r.discount),
    fees: money(r.fees),
    total: money(r.total),
    paymentMethods: r.payment_methods ?? [],
    tickets: Number(r.tickets ?? 0),
    paidAt: iso(r.paid_at),
    canceledAt: iso(r.canceled_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export type PresentedOrder = ReturnType<typeof presentOrder>;

/** OpenAPI of a list row. */
export const orderListSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    code: { type: 'string', description: '12 hexadecimal capitals' },
    status: { type: 'string' },
    channel: { type: 'string' },
    eventId: { type: 'string', format: 'uuid' },
    event: { type: 'object', properties: { id: { type: 'string' }, title: { type: ['string', 'null'] } } },
    customerName: { type: ['string', 'null'] },
    customerEmail: { type: ['string', 'null'] },
    customerCpf: { type: ['string', 'null'], description: '11 digits' },
    customerPhone: { type: ['string', 'null'] },
    couponCode: { type: ['string', 'null'] },
    couponDiscount: { type: 'integer', description: 'cents' },
    discount: { type: 'integer', description: 'cents' },
    fees: { type: 'integer', description: 'cents (service fee)' },
    total: { type: 'integer', description: 'cents' },
    paymentMethods: { type: 'array', items: { type: 'string' } },
    tickets: { type: 'integer', description: 'tickets not cancelled' },
    paidAt: { type: ['string', 'null'], format: 'date-time' },
    canceledAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};
