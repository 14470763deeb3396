/**
 * Who may use the box office (issue 12, "Frente de caixa"; docs/cashier.md). One object, read by
 * the server's guards (canAccessResource) and the page's canAccess, so a rule lives once.
 *
 * - Selling, opening, closing and reading one's own sessions: @CAN.SELL, a discount code or
 *   @PRODUCER (@ALL always): the codes that show the cashier in the menu (spec 1 section 6), so
 *   menu, page and API agree; a permission to discount a sale presupposes making it.
 * - The discount limit, a business setting: read by every seller, changed by @ALL only.
 * - A session belongs to its seller: nobody else sells in it; @ALL (the manager) may read and close
 *   any session of the business, so a drawer left open can be closed and counted.
 */
import { hasPermission, type ModuleCode, type ResourceAction } from '../../permissions';

type AccessRule = { modules: readonly ModuleCode[]; ticketOfficeOnly: boolean; permissions: Partial<Record<ResourceAction, readonly string[]>> };

/** Codes that allow a manual discount within the business's limit. */
export const DISCOUNT_CODES = ['@CAN.APPLY.DISCOUNT.ON.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL.WITHOUT.LIMIT'] as const;
export const SELL_CODES = ['@CAN.SELL', ...DISCOUNT_CODES, '@PRODUCER'] as const;
export const DISCOUNT_WITHOUT_LIMIT_CODES = ['@CAN.APPLY.DISCOUNT.ON.SELL.WITHOUT.LIMIT'] as const;

/** list: session history; show: current session, reports, what is on sale; create: open and sell; edit: close. */
export const cashierAccess: AccessRule = {
  modules: ['@M_EVENTS'],
  ticketOfficeOnly: false,
  permissions: { list: SELL_CODES, show: SELL_CODES, create: SELL_CODES, edit: SELL_CODES },
};

/** The business's discount limit: sellers read it, the manager (@ALL) sets it. */
export const cashierSettingsAccess: AccessRule = {
  modules: ['@M_EVENTS'],
  ticketOfficeOnly: false,
  permissions: { show: SELL_CODES, edit: ['@ALL'] },
};

/** May apply a manual discount at all (@ALL always). */
export const canDiscount = (permissions: readonly string[]) => hasPermission(permissions, DISCOUNT_CODES);
/** A discount without the business's limit (@ALL always). */
export const discountHasNoLimit = (permissions: readonly string[]) => hasPermission(permissions, DISCOUNT_WITHOUT_LIMIT_CODES);
/** The manager: reads and closes every session of the business. */
export const managesEverySession = (permissions: readonly string[]) => permissions.includes('@ALL');
