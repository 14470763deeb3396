/**
 * The codes of the order model (migration 012, docs/orders.md), shared by the server's checks and
 * the browser's labels (`resources.orders.choices.*` in the catalogue).
 */
export const ORDER_STATUSES = ['@PENDING', '@PAID', '@CANCELED', '@REFUNDED', '@PARTIALLY_REFUNDED'] as const;
export const ORDER_CHANNELS = ['@SITE', '@POS', '@CASHIER', '@COURTESY'] as const;
export const PAYMENT_METHODS = ['@CREDIT_CARD', '@DEBIT_CARD', '@PIX', '@BOLETO', '@CASH'] as const;
/** The spec's two refund options (spec 1 section 9): fees only, or tickets and fees. */
export const REFUND_TYPES = ['@FEES', '@TICKETS_AND_FEES'] as const;
export const REFUND_STATUSES = ['@PENDING', '@DONE', '@FAILED'] as const;
export const CANCEL_REASONS = ['@REFUNDED', '@CANCELED'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type RefundType = (typeof REFUND_TYPES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Orders whose units hold places in their lots (server/resources/lots/sold.ts). */
export const HOLDING_STATUSES: readonly OrderStatus[] = ['@PAID', '@PENDING', '@PARTIALLY_REFUNDED'];
