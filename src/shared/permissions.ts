/**
 * Permission codes and the one pure function that decides access.
 * Used by the menu, by the auth provider's canAccess and by the server's route guard,
 * so a rule lives in one place (DESIGN.md section 5).
 */
export const PERMISSION_CODES = [
  '@ALL',
  '@PRODUCER',
  '@CAN.SELL',
  '@CAN.APPLY.DISCOUNT.ON.SELL',
  '@CAN.APPLY.DISCOUNT.ON.SELL.WITHOUT.LIMIT',
  '@ACCREDITATION.USER.CREATE',
  '@ACCREDITATION.USER.MANAGE',
  '@ACCREDITATION.USER.VIEW',
  '@COLLABORATORS.CREATE',
  '@COLLABORATORS.REMOVE',
  '@COLLABORATORS.VIEW',
  '@EVENTS.CREATE',
  '@EVENTS.LIST',
  '@EVENTS.MODIFY',
  '@POS.MANAGE',
  '@ROLES.CREATE',
  '@ROLES.MODIFY',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

export const MODULES = ['@M_EVENTS', '@M_BOOKINGS', '@M_ACCREDITATION'] as const;
export type ModuleCode = (typeof MODULES)[number];

/** What the server knows about the caller, and the client after login. */
export interface AccessContext {
  permissions: readonly string[];
  modules: readonly string[];
  isTicketOffice: boolean;
}

/**
 * True when the caller holds @ALL or any of `anyOf`.
 * An empty `anyOf` means "any authenticated user of the business".
 */
export function hasPermission(permissions: readonly string[], anyOf: readonly string[]): boolean {
  if (permissions.includes('@ALL')) return true;
  if (anyOf.length === 0) return true;
  return anyOf.some((code) => permissions.includes(code));
}

export const isProducer = (permissions: readonly string[]) =>
  permissions.includes('@PRODUCER') && !permissions.includes('@ALL');

/** The part of a menu entry the visibility rule needs (see src/menu/menuEntries.ts). */
export interface MenuRule {
  route: string;
  modules: readonly ModuleCode[];
  ticketOfficeOnly: boolean;
  /** Codes that show this entry to a role without @ALL or @PRODUCER. */
  codes: readonly string[];
  /** 'always': every user (dashboard); 'hiddenFromProducer' / 'shownToProducer': spec 1 section 6. */
  producer?: 'hidden' | 'shown';
  always?: boolean;
}

/** Spec 1 section 6, menu visibility. */
export function isMenuEntryVisible(entry: MenuRule, ctx: AccessContext): boolean {
  if (!entry.modules.some((m) => ctx.modules.includes(m))) return false;
  const producer = isProducer(ctx.permissions);
  if (entry.ticketOfficeOnly && (!ctx.isTicketOffice || producer)) return false;
  if (entry.always) return true;
  if (producer) {
    if (entry.producer === 'hidden') return false;
    return true;
  }
  if (ctx.permissions.includes('@ALL')) return true;
  return entry.codes.some((code) => ctx.permissions.includes(code));
}

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** Access to a resource action, from the codes a definition lists for it. */
export function canAccessResource(
  def: {
    permissions: Partial<Record<ResourceAction, readonly string[]>>;
    modules: readonly ModuleCode[];
    ticketOfficeOnly?: boolean;
  },
  action: ResourceAction,
  ctx: AccessContext,
): boolean {
  const codes = def.permissions[action];
  if (!codes) return false; // the action does not exist for this resource
  if (!def.modules.some((m) => ctx.modules.includes(m))) return false;
  if (def.ticketOfficeOnly && !ctx.isTicketOffice) return false;
  return hasPermission(ctx.permissions, codes);
}

/**
 * Who may open a resource's page (list, show, create, edit): the codes of the action, and,
 * when the resource is a menu item, the menu's rule too. A page outside the user's menu shows
 * the no-permission page even where the API lets the same user read the data for a picker
 * (docs/decisions.md, "One rule for menu, route, button and API").
 */
export function canOpenPage(
  def: Parameters<typeof canAccessResource>[0],
  action: ResourceAction,
  ctx: AccessContext,
  menuEntry: MenuRule | undefined,
): boolean {
  if (!canAccessResource(def, action, ctx)) return false;
  return !menuEntry || isMenuEntryVisible(menuEntry, ctx);
}

/**
 * The fields a reader gets back from GET list/show: every field for whoever may edit the
 * resource; only `pickerFields` (what a picker shows) for the others. `null` means every field.
 */
export function readableFields(
  def: Parameters<typeof canAccessResource>[0] & { pickerFields?: readonly string[] },
  ctx: AccessContext,
): readonly string[] | null {
  if (!def.pickerFields || canAccessResource(def, 'edit', ctx)) return null;
  return def.pickerFields;
}
