/**
 * Who reads orders and who acts on them (docs/decisions.md, "Orders: who may do what"). No code of
 * spec 1 section 6 names orders or refunds: @ALL and @PRODUCER, who run the business's events, do
 * everything here; the cashier (@CAN.SELL) does not (a refund paid out of a drawer is a
 * supervisor's act), nor event staff (@EVENTS.*, no buyers' personal data). Ticket offices only,
 * like the menu entry. The server's guards and the browser's buttons decide with these objects
 * through canAccessResource.
 */
import type { ModuleCode, ResourceAction } from '../../permissions';

export const ORDER_READERS: readonly string[] = ['@PRODUCER'];

const ORDER_MODULES: readonly ModuleCode[] = ['@M_EVENTS', '@M_BOOKINGS'];

interface AccessRule {
  modules: readonly ModuleCode[];
  ticketOfficeOnly: boolean;
  permissions: Partial<Record<ResourceAction, readonly string[]>>;
}

/**
 * The actions on one order: `show` the refund preview (GET /orders/{id}/refunds/preview), `create`
 * a refund (POST /orders/{id}/refunds), `edit` cancel an unpaid order or resend its tickets.
 */
export const orderActionAccess: AccessRule = {
  modules: ORDER_MODULES,
  ticketOfficeOnly: true,
  permissions: {
    show: ORDER_READERS,
    create: ['@PRODUCER'],
    edit: ['@PRODUCER'],
  },
};
